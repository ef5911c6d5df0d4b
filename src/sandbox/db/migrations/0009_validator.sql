CREATE TABLE "validator_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"status" text NOT NULL,
	"queue" jsonb NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer NOT NULL,
	"started_at" bigint NOT NULL,
	"finished_at" bigint
);
--> statement-breakpoint
CREATE TABLE "validator_tests" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"language_tag" text NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "validator_runs" ADD CONSTRAINT "validator_runs_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validator_tests" ADD CONSTRAINT "validator_tests_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "validator_runs_chatbot" ON "validator_runs" USING btree ("chatbot_id","started_at");--> statement-breakpoint
CREATE INDEX "validator_tests_chatbot" ON "validator_tests" USING btree ("chatbot_id");