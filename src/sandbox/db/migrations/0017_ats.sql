CREATE TABLE "ats_entity_types" (
	"id" text PRIMARY KEY NOT NULL,
	"ats" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target_handler" text DEFAULT 'ATS' NOT NULL,
	"creatable" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ats_field_options" (
	"id" text PRIMARY KEY NOT NULL,
	"ats_field_id" text NOT NULL,
	"value" text NOT NULL,
	"human_readable_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ats_fields" (
	"id" text PRIMARY KEY NOT NULL,
	"ats" text NOT NULL,
	"entity_type_id" text NOT NULL,
	"chatbot_id" text,
	"path" text NOT NULL,
	"post_path" text,
	"extraction_path" text,
	"data_type" text NOT NULL,
	"regex" text,
	"max_length" integer,
	"required" boolean DEFAULT false NOT NULL,
	"exclude_from_post" boolean DEFAULT false NOT NULL,
	"target_entity_type" text,
	"names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ats_mapping_details" (
	"mapping_id" text PRIMARY KEY NOT NULL,
	"ats_field_id" text,
	"post_modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"get_modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ats_field_ordering" integer DEFAULT 0 NOT NULL,
	"state_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ats_mapping_options" (
	"id" text PRIMARY KEY NOT NULL,
	"mapping_id" text NOT NULL,
	"option_id" text NOT NULL,
	"ats_option_id" text,
	"do_store_value" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ats_options" (
	"id" text PRIMARY KEY NOT NULL,
	"mapping_id" text NOT NULL,
	"value" text NOT NULL,
	"human_readable_name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ats_field_options" ADD CONSTRAINT "ats_field_options_ats_field_id_ats_fields_id_fk" FOREIGN KEY ("ats_field_id") REFERENCES "public"."ats_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_fields" ADD CONSTRAINT "ats_fields_entity_type_id_ats_entity_types_id_fk" FOREIGN KEY ("entity_type_id") REFERENCES "public"."ats_entity_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_fields" ADD CONSTRAINT "ats_fields_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_mapping_details" ADD CONSTRAINT "ats_mapping_details_mapping_id_ats_field_mappings_id_fk" FOREIGN KEY ("mapping_id") REFERENCES "public"."ats_field_mappings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_mapping_options" ADD CONSTRAINT "ats_mapping_options_mapping_id_ats_field_mappings_id_fk" FOREIGN KEY ("mapping_id") REFERENCES "public"."ats_field_mappings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_mapping_options" ADD CONSTRAINT "ats_mapping_options_ats_option_id_ats_options_id_fk" FOREIGN KEY ("ats_option_id") REFERENCES "public"."ats_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_options" ADD CONSTRAINT "ats_options_mapping_id_ats_field_mappings_id_fk" FOREIGN KEY ("mapping_id") REFERENCES "public"."ats_field_mappings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ats_field_options_field" ON "ats_field_options" USING btree ("ats_field_id");--> statement-breakpoint
CREATE INDEX "ats_fields_entity_path" ON "ats_fields" USING btree ("entity_type_id","path");--> statement-breakpoint
CREATE INDEX "ats_mapping_options_mapping" ON "ats_mapping_options" USING btree ("mapping_id");--> statement-breakpoint
CREATE INDEX "ats_options_mapping" ON "ats_options" USING btree ("mapping_id");