CREATE TABLE "email_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"to_email" text NOT NULL,
	"from_email" text NOT NULL,
	"subject" text NOT NULL,
	"plain_text" text DEFAULT '' NOT NULL,
	"html_template" text DEFAULT '' NOT NULL,
	"is_html" boolean DEFAULT false NOT NULL,
	"is_text" boolean DEFAULT true NOT NULL,
	"template_key" text NOT NULL,
	"use_new_editor" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mappers" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"data" json DEFAULT '{}'::json NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processor_dependencies" (
	"id" text PRIMARY KEY NOT NULL,
	"processor_id" text NOT NULL,
	"email_template_id" text,
	"mapper_id" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mappers" ADD CONSTRAINT "mappers_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_dependencies" ADD CONSTRAINT "processor_dependencies_processor_id_builder_processors_id_fk" FOREIGN KEY ("processor_id") REFERENCES "public"."builder_processors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_dependencies" ADD CONSTRAINT "processor_dependencies_email_template_id_email_templates_id_fk" FOREIGN KEY ("email_template_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processor_dependencies" ADD CONSTRAINT "processor_dependencies_mapper_id_mappers_id_fk" FOREIGN KEY ("mapper_id") REFERENCES "public"."mappers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_chatbot_key" ON "email_templates" USING btree ("chatbot_id","template_key");--> statement-breakpoint
CREATE INDEX "mappers_chatbot" ON "mappers" USING btree ("chatbot_id");--> statement-breakpoint
CREATE INDEX "processor_dependencies_processor" ON "processor_dependencies" USING btree ("processor_id");