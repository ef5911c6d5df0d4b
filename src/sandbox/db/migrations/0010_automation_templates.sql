CREATE TABLE "ats_vacancies" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"optional_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"campaign" jsonb NOT NULL,
	"flow_id" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_automatches" ALTER COLUMN "search_query" SET DEFAULT '{"statements":[]}'::jsonb;--> statement-breakpoint
ALTER TABLE "campaign_automatches" ALTER COLUMN "match_query" SET DEFAULT '{"statements":[]}'::jsonb;--> statement-breakpoint
ALTER TABLE "campaign_automatches" ALTER COLUMN "facets_query" SET DEFAULT '{"statements":[]}'::jsonb;--> statement-breakpoint
ALTER TABLE "ats_vacancies" ADD CONSTRAINT "ats_vacancies_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_templates" ADD CONSTRAINT "automation_templates_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ats_vacancies_external" ON "ats_vacancies" USING btree ("chatbot_id","external_id");--> statement-breakpoint
CREATE INDEX "automation_templates_chatbot" ON "automation_templates" USING btree ("chatbot_id","name");