CREATE TABLE "builder_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"state_id" text NOT NULL,
	"kind" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"editable" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_flows" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"is_default_state_machine" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"wrapup_processor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fixed_ats_field_mapping_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_option_labels" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"option_id" text NOT NULL,
	"action_id" text NOT NULL,
	"position" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"message_class" text,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_options" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"state_id" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text,
	"symbol_type" text,
	"is_required" boolean DEFAULT false NOT NULL,
	"custom_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"routing_instruction" text,
	"next_state_id" text,
	"next_flow_id" text,
	"cancel_follow_up" boolean DEFAULT false NOT NULL,
	"allow_nlp" boolean DEFAULT true NOT NULL,
	"processor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"smart_inbox_label_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remove_smart_inbox_label_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_processors" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"human_readable_name" text NOT NULL,
	"processor_type" text NOT NULL,
	"type" text NOT NULL,
	"color" text NOT NULL,
	"icon" text NOT NULL,
	"category" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_important_goal" boolean DEFAULT false NOT NULL,
	"google_analytics_event" jsonb,
	"final_goal_campaign_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ats_field_mapping_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"use_mapper_v2" boolean DEFAULT false NOT NULL,
	"on_fail_processor_id" text,
	"on_finish_processor_id" text,
	"on_first_reply_processor_id" text,
	"template_id" text
);
--> statement-breakpoint
CREATE TABLE "builder_scalar_names" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"human_readable_name" text NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_state_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"flow_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"initial_state_id" text,
	"whatsapp_definition_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_states" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"state_group_id" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"is_skippable" boolean DEFAULT false NOT NULL,
	"always_store" boolean DEFAULT false NOT NULL,
	"answer_required" boolean DEFAULT true NOT NULL,
	"scalar_name_id" text,
	"validator" text,
	"reply_type" text DEFAULT 'EXISTING' NOT NULL,
	"reply_processor_key" text,
	"processor_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancel_follow_up" boolean DEFAULT false NOT NULL,
	"tree_view_position_x" double precision,
	"tree_view_position_y" double precision,
	"selected_divergent_option" text,
	"divergent_template_id" text
);
--> statement-breakpoint
CREATE TABLE "builder_tags" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_translations" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"field" text NOT NULL,
	"language_tag" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "builder_variation_tags" (
	"variation_id" text NOT NULL,
	"tag_id" text NOT NULL,
	CONSTRAINT "builder_variation_tags_variation_id_tag_id_pk" PRIMARY KEY("variation_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "builder_variations" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"action_id" text NOT NULL,
	"language_tag" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"message" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "builder_actions" ADD CONSTRAINT "builder_actions_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_actions" ADD CONSTRAINT "builder_actions_state_id_builder_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."builder_states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_flows" ADD CONSTRAINT "builder_flows_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_option_labels" ADD CONSTRAINT "builder_option_labels_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_option_labels" ADD CONSTRAINT "builder_option_labels_option_id_builder_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."builder_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_option_labels" ADD CONSTRAINT "builder_option_labels_action_id_builder_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."builder_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_options" ADD CONSTRAINT "builder_options_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_options" ADD CONSTRAINT "builder_options_state_id_builder_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."builder_states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_processors" ADD CONSTRAINT "builder_processors_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_scalar_names" ADD CONSTRAINT "builder_scalar_names_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_state_groups" ADD CONSTRAINT "builder_state_groups_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_state_groups" ADD CONSTRAINT "builder_state_groups_flow_id_builder_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."builder_flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_states" ADD CONSTRAINT "builder_states_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_states" ADD CONSTRAINT "builder_states_state_group_id_builder_state_groups_id_fk" FOREIGN KEY ("state_group_id") REFERENCES "public"."builder_state_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_tags" ADD CONSTRAINT "builder_tags_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_translations" ADD CONSTRAINT "builder_translations_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_variation_tags" ADD CONSTRAINT "builder_variation_tags_variation_id_builder_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."builder_variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_variation_tags" ADD CONSTRAINT "builder_variation_tags_tag_id_builder_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."builder_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_variations" ADD CONSTRAINT "builder_variations_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_variations" ADD CONSTRAINT "builder_variations_action_id_builder_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."builder_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "builder_actions_state" ON "builder_actions" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "builder_flows_chatbot" ON "builder_flows" USING btree ("chatbot_id");--> statement-breakpoint
CREATE INDEX "builder_option_labels_action" ON "builder_option_labels" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "builder_options_state" ON "builder_options" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "builder_options_next_state" ON "builder_options" USING btree ("next_state_id");--> statement-breakpoint
CREATE INDEX "builder_state_groups_flow" ON "builder_state_groups" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "builder_states_group" ON "builder_states" USING btree ("state_group_id");--> statement-breakpoint
CREATE INDEX "builder_translations_owner" ON "builder_translations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "builder_variations_action" ON "builder_variations" USING btree ("action_id");