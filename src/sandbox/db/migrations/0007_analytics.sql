CREATE TABLE "analytics_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"started_at" bigint NOT NULL,
	"ended_at" bigint NOT NULL,
	"language" text NOT NULL,
	"channel" text NOT NULL,
	"contact_name" text,
	"phone_number" text,
	"email" text,
	"flow_ids" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"messages" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"event_label" text NOT NULL,
	"event_action" text NOT NULL,
	"system_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_report_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"url" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_conversations" ADD CONSTRAINT "analytics_conversations_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_report_runs" ADD CONSTRAINT "custom_report_runs_report_id_custom_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."custom_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_reports" ADD CONSTRAINT "custom_reports_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_conversations_chatbot_started" ON "analytics_conversations" USING btree ("chatbot_id","started_at");