CREATE TABLE "sandbox_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"due_at" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" bigint NOT NULL,
	"token" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nlp_models" ADD COLUMN "publishing_model" jsonb;
--> statement-breakpoint
-- Jobs an older build left under way (its jobs lived only in memory): adopted here, due at once, so the first
-- start of this build resumes them instead of leaving them TRAINING, PUBLISHING or IN_PROGRESS for ever.
-- A publish under way publishes the draft it took, which the older build kept in memory: the draft it left.
UPDATE "nlp_models" SET "publishing_model" = "draft_model" WHERE "status" = 'PUBLISHING';
--> statement-breakpoint
INSERT INTO "sandbox_jobs" ("id", "kind", "key", "due_at", "started_at", "token")
	SELECT 'nlp-train:' || "chatbot_id", 'nlp-train', "chatbot_id", 0, 0, 'adopted' FROM "nlp_models" WHERE "training" = 'TRAINING'
	UNION ALL SELECT 'nlp-publish:' || "chatbot_id", 'nlp-publish', "chatbot_id", 0, 0, 'adopted' FROM "nlp_models" WHERE "status" = 'PUBLISHING'
	UNION ALL SELECT 'automatch-publish:' || "campaign_id", 'automatch-publish', "campaign_id", 0, 0, 'adopted' FROM "campaign_automatches"
		WHERE "kind" = 'draft' AND "publish_stage" = 'CLONE_CONNECTOR_SETTINGS'
	UNION ALL SELECT 'automatch-toggle:' || "campaign_id", 'automatch-toggle', "campaign_id", 0, 0, 'adopted' FROM "campaign_automatches"
		WHERE "kind" = 'draft' AND "publish_stage" = 'TOGGLE_SCHEDULE'
	UNION ALL SELECT 'validator-run:' || "id", 'validator-run', "id", 0, 0, 'adopted' FROM "validator_runs" WHERE "status" = 'IN_PROGRESS'
	UNION ALL SELECT 'whatsapp-channel:' || "id", 'whatsapp-channel', "id", 0, 0, 'adopted' FROM "whatsapp_channels" WHERE "status" = 'Setting up'
	UNION ALL SELECT 'whatsapp-review:' || v."id", 'whatsapp-review', v."id", 0, 0, 'adopted' FROM "whatsapp_variations" v
		JOIN "whatsapp_templates" tpl ON tpl."id" = v."template_id"
		WHERE tpl."status" = 'SUBMITTED' AND v."provider_status" IS NULL AND v."status" IN ('CONCEPT', 'RESUBMITTED');
