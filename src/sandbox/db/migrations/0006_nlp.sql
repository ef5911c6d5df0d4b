CREATE TABLE "conversation_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"source" text NOT NULL,
	"client_id" text NOT NULL,
	"language_tag" text NOT NULL,
	"state" jsonb NOT NULL,
	"turns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nlp_entity_values" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"name" text NOT NULL,
	"synonyms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nlp_intent_texts" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"intent_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nlp_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nlp_list_entities" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nlp_models" (
	"chatbot_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'NEEDS_TRAINING' NOT NULL,
	"training" text DEFAULT 'UNTRAINED' NOT NULL,
	"draft_model" jsonb,
	"published_model" jsonb,
	"trained_at" bigint,
	"published_at" bigint,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "conversation_sessions" ADD CONSTRAINT "conversation_sessions_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_entity_values" ADD CONSTRAINT "nlp_entity_values_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_entity_values" ADD CONSTRAINT "nlp_entity_values_entity_id_nlp_list_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."nlp_list_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_intent_texts" ADD CONSTRAINT "nlp_intent_texts_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_intent_texts" ADD CONSTRAINT "nlp_intent_texts_intent_id_nlp_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."nlp_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_intents" ADD CONSTRAINT "nlp_intents_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_list_entities" ADD CONSTRAINT "nlp_list_entities_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nlp_models" ADD CONSTRAINT "nlp_models_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_sessions_client" ON "conversation_sessions" USING btree ("chatbot_id","client_id");--> statement-breakpoint
CREATE INDEX "nlp_entity_values_entity" ON "nlp_entity_values" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "nlp_intent_texts_intent" ON "nlp_intent_texts" USING btree ("intent_id");--> statement-breakpoint
CREATE INDEX "nlp_intents_chatbot" ON "nlp_intents" USING btree ("chatbot_id");--> statement-breakpoint
CREATE INDEX "nlp_list_entities_chatbot" ON "nlp_list_entities" USING btree ("chatbot_id");