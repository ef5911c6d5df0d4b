CREATE TABLE "ats_option_fixed_mappings" (
	"option_id" text NOT NULL,
	"mapping_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ats_option_fixed_mappings_option_id_mapping_id_pk" PRIMARY KEY("option_id","mapping_id")
);
--> statement-breakpoint
ALTER TABLE "ats_option_fixed_mappings" ADD CONSTRAINT "ats_option_fixed_mappings_option_id_builder_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."builder_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ats_option_fixed_mappings" ADD CONSTRAINT "ats_option_fixed_mappings_mapping_id_ats_field_mappings_id_fk" FOREIGN KEY ("mapping_id") REFERENCES "public"."ats_field_mappings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ats_option_fixed_mappings_mapping" ON "ats_option_fixed_mappings" USING btree ("mapping_id");