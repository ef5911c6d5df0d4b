CREATE TABLE "facebook_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"page_id" text NOT NULL,
	"page_name" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"page_access_token" text NOT NULL,
	"connected_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facebook_pages" ADD CONSTRAINT "facebook_pages_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facebook_pages_chatbot_page" ON "facebook_pages" USING btree ("chatbot_id","page_id");