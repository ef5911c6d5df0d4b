ALTER TABLE "ats_batch_actions" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_action_results" ADD COLUMN "source" text DEFAULT 'ASHL' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "client_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "client_description_images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "campaign_action_results" SET "source" = 'ENGAGE' WHERE "campaign_id" IN (SELECT "id" FROM "campaigns" WHERE "type" = 'email_to_whatsapp' OR "engage_enabled");
