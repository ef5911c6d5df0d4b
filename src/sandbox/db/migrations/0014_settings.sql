CREATE TABLE "chatbot_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"setting_type" text NOT NULL,
	"admin_only" boolean DEFAULT false NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	"section" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_configs" (
	"chatbot_id" text PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_previews" (
	"chatbot_id" text PRIMARY KEY NOT NULL,
	"preview" jsonb NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chatbot_settings" ADD CONSTRAINT "chatbot_settings_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_configs" ADD CONSTRAINT "widget_configs_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_previews" ADD CONSTRAINT "widget_previews_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chatbot_settings_chatbot_key" ON "chatbot_settings" USING btree ("chatbot_id","key");--> statement-breakpoint
CREATE INDEX "chatbot_settings_section" ON "chatbot_settings" USING btree ("chatbot_id","section");