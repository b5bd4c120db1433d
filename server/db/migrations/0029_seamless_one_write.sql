-- Issue 24: a seamless bet, win or rollback writes its game_transactions row once (an advisory lock
-- holds its id, seamless_bet.sql), so the claim helper and the answer's update are gone; their code
-- is inline in seamless_bet, seamless_win and seamless_rollback (db/functions), applied right after
-- the migrations. Their rows in db_functions go with them.
DROP FUNCTION IF EXISTS seamless_open;--> statement-breakpoint
DROP FUNCTION IF EXISTS seamless_settle;--> statement-breakpoint
DELETE FROM db_functions WHERE name IN ('seamless_open', 'seamless_settle');
