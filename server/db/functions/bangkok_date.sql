-- The Asia/Bangkok calendar day of an instant: UTC+7 all year (no daylight saving), the same day as
-- server/lib/bangkok.ts `bangkokDate`. No time zone database involved, so IMMUTABLE.
CREATE OR REPLACE FUNCTION bangkok_date(p_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((p_at AT TIME ZONE 'UTC') + interval '7 hours')::date
$$;
