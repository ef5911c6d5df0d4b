CREATE TABLE "event_configuration_translations" (
	"id" text PRIMARY KEY NOT NULL,
	"event_configuration_id" text NOT NULL,
	"field" text NOT NULL,
	"tags" jsonb NOT NULL,
	"content" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"event_configuration_id" text NOT NULL,
	"type" text NOT NULL,
	"minutes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_configurations" ADD COLUMN "default_attendees" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_configurations" ADD COLUMN "scalar_name_selector" text;--> statement-breakpoint
ALTER TABLE "event_configurations" ADD COLUMN "selector_values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_configuration_translations" ADD CONSTRAINT "event_configuration_translations_event_configuration_id_event_configurations_id_fk" FOREIGN KEY ("event_configuration_id") REFERENCES "public"."event_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_notifications" ADD CONSTRAINT "event_notifications_event_configuration_id_event_configurations_id_fk" FOREIGN KEY ("event_configuration_id") REFERENCES "public"."event_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_configuration_translations_configuration" ON "event_configuration_translations" USING btree ("event_configuration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_notifications_configuration_type_minutes" ON "event_notifications" USING btree ("event_configuration_id","type","minutes");