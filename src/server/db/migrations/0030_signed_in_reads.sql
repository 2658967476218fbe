CREATE TABLE "sessions_generation" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sessions_generation_single_row" CHECK ("sessions_generation"."id")
);
--> statement-breakpoint
CREATE INDEX "listings_category_price_idx" ON "listings" USING btree ("category","price_cents","id") WHERE "listings"."is_active" and not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_category_recent_idx" ON "listings" USING btree ("category","created_at","id") WHERE "listings"."is_active" and not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_category_popular_idx" ON "listings" USING btree ("category","popularity","id") WHERE "listings"."is_active" and not "listings"."is_sold";--> statement-breakpoint
INSERT INTO "sessions_generation" ("id", "value") VALUES (true, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Bumps the sessions generation once per transaction that ended or altered a session or what a
-- session says of its user. Deferred to the commit like listings_bump_generation (migration 0009): the
-- row is locked only for the commit, and the new value is visible in the same instant as the change.
CREATE OR REPLACE FUNCTION sessions_bump_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('rethread.sessions_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE sessions_generation SET value = value + 1;
    PERFORM set_config('rethread.sessions_bumped', 'on', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new session needs no bump: only sessions found are kept, and a new one has not been looked up.
CREATE CONSTRAINT TRIGGER sessions_bump_generation_on_change AFTER UPDATE OR DELETE ON sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sessions_bump_generation();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sessions_bump_generation_on_user_delete AFTER DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sessions_bump_generation();
--> statement-breakpoint
-- Only what a session carries (src/shared/auth.ts SessionUser) and what ends it: a sign-in's
-- last_login_at or a Stripe id changes no session.
CREATE CONSTRAINT TRIGGER sessions_bump_generation_on_user_update AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (
    (OLD.suspended_at, OLD.role, OLD.handle, OLD.display, OLD.bio, OLD.profile_image_url)
    IS DISTINCT FROM
    (NEW.suspended_at, NEW.role, NEW.handle, NEW.display, NEW.bio, NEW.profile_image_url)
  )
  EXECUTE FUNCTION sessions_bump_generation();
