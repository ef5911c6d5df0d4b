CREATE TABLE "group_appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"type" text NOT NULL,
	"max_nr_attendees" integer NOT NULL,
	"plan_range" integer NOT NULL,
	"offset_days" integer NOT NULL,
	"max_nr_event_to_show" integer NOT NULL,
	"calendar_auth_handler" text NOT NULL,
	"calendar_auth_token" text DEFAULT '' NOT NULL,
	"filter_map" json DEFAULT '{}'::json NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_appointments" ADD CONSTRAINT "group_appointments_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_appointments_chatbot" ON "group_appointments" USING btree ("chatbot_id");