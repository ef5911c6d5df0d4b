CREATE TABLE "wizard_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"wizard_id" text NOT NULL,
	"identifier" text NOT NULL,
	"order" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wizard_steps" (
	"id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"order" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"info_url" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wizards" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"order" integer NOT NULL,
	"title" text NOT NULL,
	"finished_timestamp" bigint,
	"skipped_at" bigint
);
--> statement-breakpoint
ALTER TABLE "wizard_processes" ADD CONSTRAINT "wizard_processes_wizard_id_wizards_id_fk" FOREIGN KEY ("wizard_id") REFERENCES "public"."wizards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_steps" ADD CONSTRAINT "wizard_steps_process_id_wizard_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."wizard_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizards" ADD CONSTRAINT "wizards_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wizard_processes_wizard" ON "wizard_processes" USING btree ("wizard_id");--> statement-breakpoint
CREATE INDEX "wizard_steps_process" ON "wizard_steps" USING btree ("process_id");--> statement-breakpoint
CREATE INDEX "wizards_chatbot" ON "wizards" USING btree ("chatbot_id");