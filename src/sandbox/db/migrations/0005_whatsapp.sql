CREATE TABLE "whatsapp_buttons" (
	"id" text PRIMARY KEY NOT NULL,
	"variation_id" text NOT NULL,
	"position" integer NOT NULL,
	"action_type" text,
	"text" text NOT NULL,
	"phone_number" text,
	"url" text,
	"url_type" text
);
--> statement-breakpoint
CREATE TABLE "whatsapp_channels" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"channel_id" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"profile_text" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"websites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile_picture" text,
	"company_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_definitions" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"supports_batch_action" boolean DEFAULT false NOT NULL,
	"versions_historically_created" integer DEFAULT 0 NOT NULL,
	"is_smart_inbox_template" boolean DEFAULT false NOT NULL,
	"template_identifier" text NOT NULL,
	"active_template_id" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_parameters" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"template_id" text,
	"name" text NOT NULL,
	"index" integer NOT NULL,
	"scalar_name" text,
	"ats_field_mapping" text,
	"example" text
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"definition_id" text,
	"template_name" text NOT NULL,
	"facebook_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"scalar_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachment_type" text,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"creator_email" text NOT NULL,
	"button_type" text NOT NULL,
	"flow_id" text,
	"created" bigint NOT NULL,
	"modified" bigint NOT NULL,
	"submitted_at" bigint
);
--> statement-breakpoint
CREATE TABLE "whatsapp_variations" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"template_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"language" text NOT NULL,
	"language_tag" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"attachment_title" text,
	"attachment_url" text,
	"attachment_mime_type" text,
	"footer" text,
	"rejection_reason" text,
	"reviewed_at" bigint,
	"provider_status" text,
	"provider_reason" text,
	"provider_reviewed_at" bigint
);
--> statement-breakpoint
ALTER TABLE "whatsapp_buttons" ADD CONSTRAINT "whatsapp_buttons_variation_id_whatsapp_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."whatsapp_variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_channels" ADD CONSTRAINT "whatsapp_channels_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_definitions" ADD CONSTRAINT "whatsapp_definitions_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_parameters" ADD CONSTRAINT "whatsapp_parameters_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_parameters" ADD CONSTRAINT "whatsapp_parameters_template_id_whatsapp_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."whatsapp_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_definition_id_whatsapp_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."whatsapp_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_variations" ADD CONSTRAINT "whatsapp_variations_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_variations" ADD CONSTRAINT "whatsapp_variations_template_id_whatsapp_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."whatsapp_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_buttons_variation" ON "whatsapp_buttons" USING btree ("variation_id");--> statement-breakpoint
CREATE INDEX "whatsapp_channels_chatbot" ON "whatsapp_channels" USING btree ("chatbot_id");--> statement-breakpoint
CREATE INDEX "whatsapp_definitions_chatbot" ON "whatsapp_definitions" USING btree ("chatbot_id");--> statement-breakpoint
CREATE INDEX "whatsapp_parameters_template" ON "whatsapp_parameters" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "whatsapp_templates_definition" ON "whatsapp_templates" USING btree ("definition_id");--> statement-breakpoint
CREATE INDEX "whatsapp_variations_template" ON "whatsapp_variations" USING btree ("template_id");