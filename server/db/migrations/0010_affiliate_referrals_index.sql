-- Custom: the referral network walks members by their referrer (affiliate network, commission job).
CREATE INDEX IF NOT EXISTS "members_referred_by" ON "members" ("referred_by") WHERE "referred_by" IS NOT NULL;
