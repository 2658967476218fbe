-- A conversation's reports join the operators' one queue: one report per person and
-- conversation, with their latest words.
INSERT INTO "reports" ("kind", "target_id", "reporter_id", "reason", "message", "created_at")
SELECT DISTINCT ON ("conversation_id", "reporter_id")
  'conversation', "conversation_id", "reporter_id", 'other', left("reason", 1000), "created_at"
FROM "conversation_reports"
ORDER BY "conversation_id", "reporter_id", "created_at" DESC
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "conversation_reports" CASCADE;