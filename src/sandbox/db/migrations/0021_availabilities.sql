CREATE TABLE "availability_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"availability_id" text NOT NULL,
	"day" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_availabilities" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"user_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"calendar_email" text NOT NULL,
	"appointment_type" jsonb NOT NULL,
	"interview_type" text DEFAULT '' NOT NULL,
	"categories" jsonb DEFAULT '["generic"]'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL,
	"max_daily_appointments" integer DEFAULT -1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_availability_id_calendar_availabilities_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."calendar_availabilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_availabilities" ADD CONSTRAINT "calendar_availabilities_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_availabilities" ADD CONSTRAINT "calendar_availabilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_blocks_availability" ON "availability_blocks" USING btree ("availability_id");--> statement-breakpoint
CREATE INDEX "calendar_availabilities_chatbot" ON "calendar_availabilities" USING btree ("chatbot_id");