-- A wallet's balance in baht, as provider answers carry it.
CREATE OR REPLACE FUNCTION seamless_baht(p_satang bigint) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT round(p_satang::numeric / 100, 2)
$$;
