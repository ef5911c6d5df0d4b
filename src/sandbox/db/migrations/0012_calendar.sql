CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"calendar_user_id" text NOT NULL,
	"event_configuration_id" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"chatbot_id" text,
	"client_id" text,
	"candidate_name" text DEFAULT '' NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_schemas" (
	"id" text PRIMARY KEY NOT NULL,
	"calendar_user_id" text NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_busy_times" (
	"id" text PRIMARY KEY NOT NULL,
	"calendar_user_id" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"ends_at" bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_configurations" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"duration" integer NOT NULL,
	"location_type" text NOT NULL,
	"custom_location" text DEFAULT '' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_preferences" (
	"id" text PRIMARY KEY NOT NULL,
	"calendar_user_id" text NOT NULL,
	"event_configuration_id" text NOT NULL,
	"daily_limit" integer NOT NULL,
	"plan_offset_days" integer NOT NULL,
	"same_day_offset_hours" integer NOT NULL,
	"plan_range" integer NOT NULL,
	"time_before_event" integer NOT NULL,
	"time_after_event" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"schedule_availability_schema_id" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_availabilities" (
	"id" text PRIMARY KEY NOT NULL,
	"schema_id" text,
	"event_preference_id" text,
	"day" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_calendar_user_id_calendar_users_id_fk" FOREIGN KEY ("calendar_user_id") REFERENCES "public"."calendar_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_event_configuration_id_event_configurations_id_fk" FOREIGN KEY ("event_configuration_id") REFERENCES "public"."event_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_schemas" ADD CONSTRAINT "availability_schemas_calendar_user_id_calendar_users_id_fk" FOREIGN KEY ("calendar_user_id") REFERENCES "public"."calendar_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy_times" ADD CONSTRAINT "calendar_busy_times_calendar_user_id_calendar_users_id_fk" FOREIGN KEY ("calendar_user_id") REFERENCES "public"."calendar_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_configurations" ADD CONSTRAINT "event_configurations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_preferences" ADD CONSTRAINT "event_preferences_calendar_user_id_calendar_users_id_fk" FOREIGN KEY ("calendar_user_id") REFERENCES "public"."calendar_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_preferences" ADD CONSTRAINT "event_preferences_event_configuration_id_event_configurations_id_fk" FOREIGN KEY ("event_configuration_id") REFERENCES "public"."event_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_preferences" ADD CONSTRAINT "event_preferences_schedule_availability_schema_id_availability_schemas_id_fk" FOREIGN KEY ("schedule_availability_schema_id") REFERENCES "public"."availability_schemas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_availabilities" ADD CONSTRAINT "schedule_availabilities_schema_id_availability_schemas_id_fk" FOREIGN KEY ("schema_id") REFERENCES "public"."availability_schemas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_availabilities" ADD CONSTRAINT "schedule_availabilities_event_preference_id_event_preferences_id_fk" FOREIGN KEY ("event_preference_id") REFERENCES "public"."event_preferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_user_start" ON "appointments" USING btree ("calendar_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "availability_schemas_user" ON "availability_schemas" USING btree ("calendar_user_id");--> statement-breakpoint
CREATE INDEX "calendar_busy_times_user_start" ON "calendar_busy_times" USING btree ("calendar_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "event_configurations_organization" ON "event_configurations" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_preferences_user_configuration" ON "event_preferences" USING btree ("calendar_user_id","event_configuration_id");--> statement-breakpoint
CREATE INDEX "schedule_availabilities_schema" ON "schedule_availabilities" USING btree ("schema_id");--> statement-breakpoint
CREATE INDEX "schedule_availabilities_preference" ON "schedule_availabilities" USING btree ("event_preference_id");