CREATE TABLE "ats_batch_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"entity_type" text NOT NULL,
	"notification_header" text NOT NULL,
	"notification_body" text NOT NULL,
	"url" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ats_field_mappings" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"type" text NOT NULL,
	"data_type" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"is_default_mapping" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"prepend" text DEFAULT '' NOT NULL,
	"append" text DEFAULT '' NOT NULL,
	"prepend_append_separator" text DEFAULT ' ' NOT NULL,
	"scalar_name" text,
	"ats_field_path" text NOT NULL,
	"ats_field_data_type" text NOT NULL,
	"ats_field_required" boolean DEFAULT false NOT NULL,
	"ats_field_entity_type" text NOT NULL,
	"ats_field_names" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_scheduled_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"send_at" bigint NOT NULL,
	"source" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"fired_at" bigint,
	"sent" integer
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ats_field_mapping_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ats_batch_actions" ADD CONSTRAINT "ats_batch_actions_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_batch_actions" ADD CONSTRAINT "ats_batch_actions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_field_mappings" ADD CONSTRAINT "ats_field_mappings_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_scheduled_sends" ADD CONSTRAINT "campaign_scheduled_sends_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_scheduled_sends" ADD CONSTRAINT "campaign_scheduled_sends_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ats_batch_actions_campaign" ON "ats_batch_actions" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "ats_field_mappings_chatbot" ON "ats_field_mappings" USING btree ("chatbot_id");--> statement-breakpoint
CREATE INDEX "campaign_scheduled_sends_campaign" ON "campaign_scheduled_sends" USING btree ("campaign_id","send_at");--> statement-breakpoint
-- Scheduled sends and ATS batch actions were kept in the key-value table before this migration: move them
-- into their tables (those of automations deleted in the meantime are dropped, as a delete now does). The
-- key-value entries had no creation time for batch actions: their created_at keeps the stored order only.
INSERT INTO "campaign_scheduled_sends" ("id", "chatbot_id", "campaign_id", "send_at", "source", "recipients", "created_at", "fired_at", "sent")
SELECT m."value"->>'id', c."chatbot_id", c."id", (m."value"->>'sendAt')::bigint, m."value"->>'source', m."value"->'recipients',
  (m."value"->>'created')::bigint, (m."value"->>'firedAt')::bigint, (m."value"->>'sent')::integer
FROM "sandbox_meta" m JOIN "campaigns" c ON c."id" = m."value"->>'campaignId'
WHERE m."key" LIKE 'scheduled-send:%';--> statement-breakpoint
INSERT INTO "ats_batch_actions" ("id", "chatbot_id", "campaign_id", "external_id", "name", "entity_type", "notification_header", "notification_body", "url", "created_at")
SELECT a."value"->>'id', c."chatbot_id", c."id", a."value"->>'externalId', a."value"->>'name', a."value"->>'entityType',
  a."value"->>'notificationHeader', a."value"->>'notificationBody', a."value"->>'url', a."ordinality"
FROM "sandbox_meta" m
  JOIN "campaigns" c ON c."id" = substr(m."key", length('ats-batch-actions:') + 1)
  CROSS JOIN LATERAL jsonb_array_elements(m."value") WITH ORDINALITY AS a("value", "ordinality")
WHERE m."key" LIKE 'ats-batch-actions:%';--> statement-breakpoint
DELETE FROM "sandbox_meta" WHERE "key" LIKE 'scheduled-send:%' OR "key" LIKE 'ats-batch-actions:%';
