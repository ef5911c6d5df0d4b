CREATE TABLE "inbox_companies" (
	"id" text NOT NULL,
	"chatbot_id" text NOT NULL,
	"identifier" text NOT NULL,
	"company_name" text NOT NULL,
	"linked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inbox_companies_chatbot_id_id_pk" PRIMARY KEY("chatbot_id","id")
);
--> statement-breakpoint
CREATE TABLE "inbox_labels" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_inbox_configs" (
	"chatbot_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"auto_configured" boolean DEFAULT false NOT NULL,
	"ats_username" text,
	"team_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_companies" ADD CONSTRAINT "inbox_companies_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_labels" ADD CONSTRAINT "inbox_labels_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_inbox_configs" ADD CONSTRAINT "smart_inbox_configs_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" DROP COLUMN "is_read";--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "is_bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "assigned_agent_name" text;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "human_readable_type" text;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "state_machine" text;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "template_name" text;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "ats_entity_id" text;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "status_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "response_time" integer;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD COLUMN "replied_by" text;--> statement-breakpoint
CREATE INDEX "inbox_messages_chatbot_created_idx" ON "inbox_messages" USING btree ("chatbot_id","created_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_conversation_idx" ON "inbox_messages" USING btree ("chatbot_id","client_id","created_at");