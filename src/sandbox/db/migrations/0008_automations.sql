CREATE TABLE "campaign_action_results" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"campaign_conversation_id" text,
	"client_id" text NOT NULL,
	"client_state_id" text NOT NULL,
	"processor_id" text NOT NULL,
	"action_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"action_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_reason" text,
	"execution_time" bigint NOT NULL,
	"external_id" text,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"successful" boolean NOT NULL,
	"replay_of" text
);
--> statement-breakpoint
CREATE TABLE "campaign_automatches" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"kind" text NOT NULL,
	"connector_uuid" text NOT NULL,
	"match_page_limit" integer DEFAULT 0 NOT NULL,
	"on_receive_processors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"use_engage_connector" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"search_query" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_query" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facets_query" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" bigint NOT NULL,
	"modified" bigint NOT NULL,
	"publish_stage" text,
	"publish_job_id" text
);
--> statement-breakpoint
CREATE TABLE "campaign_broadcasts" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'BROADCAST' NOT NULL,
	"interval" integer NOT NULL,
	"allowed_days" jsonb NOT NULL,
	"min_execution_time" text NOT NULL,
	"max_execution_time" text NOT NULL,
	"approach_limit" integer NOT NULL,
	"next_broadcast" bigint,
	"last_broadcast" bigint,
	"target_query" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_candidates" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"language" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"source" text NOT NULL,
	"campaign_event_id" text NOT NULL,
	"client_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"conversation_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conversation_start" bigint NOT NULL,
	"plan" jsonb NOT NULL,
	"kpis" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_reason" text,
	"settled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"is_smart_inbox" boolean DEFAULT false NOT NULL,
	"whitelist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"analytics_document_id" text NOT NULL,
	"flow_id" text,
	"on_finish_processor_id" text,
	"on_fail_processor_id" text,
	"whatsapp_definition_id" text,
	"follow_up_id" text,
	"smart_inbox_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remove_smart_inbox_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"engage_enabled" boolean DEFAULT false NOT NULL,
	"required_data" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_action_results" ADD CONSTRAINT "campaign_action_results_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_automatches" ADD CONSTRAINT "campaign_automatches_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_automatches" ADD CONSTRAINT "campaign_automatches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_broadcasts" ADD CONSTRAINT "campaign_broadcasts_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_broadcasts" ADD CONSTRAINT "campaign_broadcasts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_candidates" ADD CONSTRAINT "campaign_candidates_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_conversations" ADD CONSTRAINT "campaign_conversations_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_conversations" ADD CONSTRAINT "campaign_conversations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_action_results_campaign" ON "campaign_action_results" USING btree ("campaign_id","execution_time");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_automatches_kind" ON "campaign_automatches" USING btree ("campaign_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_broadcasts_campaign" ON "campaign_broadcasts" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "campaign_candidates_chatbot" ON "campaign_candidates" USING btree ("chatbot_id");--> statement-breakpoint
CREATE INDEX "campaign_conversations_campaign" ON "campaign_conversations" USING btree ("campaign_id","conversation_start");--> statement-breakpoint
CREATE INDEX "campaigns_chatbot" ON "campaigns" USING btree ("chatbot_id");