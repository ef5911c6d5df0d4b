CREATE TABLE "agent_teams" (
	"agent_id" text NOT NULL,
	"team_id" text NOT NULL,
	"has_access" boolean DEFAULT true NOT NULL,
	CONSTRAINT "agent_teams_agent_id_team_id_pk" PRIMARY KEY("agent_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"devices" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_users" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"is_calendar_authenticated" boolean DEFAULT false NOT NULL,
	"calendar_product" text,
	"time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL,
	"spoken_languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocked_statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "calendar_users_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "chatbots" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" text NOT NULL,
	"project_name" text NOT NULL,
	"server_id" text NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"use_beta_portal" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"ats" text NOT NULL,
	"ats_specific_templates_environment" text,
	"whatsapp_provider" text,
	"smart_inbox_enabled" boolean DEFAULT false NOT NULL,
	"default_language_tag" text DEFAULT 'nl' NOT NULL,
	"allowed_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supports_nested_where_queries" boolean DEFAULT false NOT NULL,
	"disallow_disable_event_preference" boolean DEFAULT false NOT NULL,
	"supports_mapping_creation" boolean DEFAULT false NOT NULL,
	"sso_enabled" boolean DEFAULT false NOT NULL,
	"api_token" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "chatbots_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "employees_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"client_id" text NOT NULL,
	"phone_number" text,
	"candidate_name" text,
	"sender_entity" text NOT NULL,
	"is_inbound" boolean NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"team_name" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "state_group_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"is_beta_template" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"chatbot_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_chatbots" (
	"user_id" text NOT NULL,
	"chatbot_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_chatbots_user_id_chatbot_id_pk" PRIMARY KEY("user_id","chatbot_id")
);
--> statement-breakpoint
CREATE TABLE "user_teams" (
	"user_id" text NOT NULL,
	"team_id" text NOT NULL,
	CONSTRAINT "user_teams_user_id_team_id_pk" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"language" text DEFAULT 'nl-NL' NOT NULL,
	"role" text NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"phone_number" text,
	"two_factor_enabled" boolean DEFAULT true NOT NULL,
	"requires_phone_change" boolean DEFAULT false NOT NULL,
	"requires_password_reset" boolean DEFAULT false NOT NULL,
	"calendar_auth_handler" text,
	"calendar_is_authenticated" boolean DEFAULT false NOT NULL,
	"pages_visited" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_in_tk_portal" boolean DEFAULT false NOT NULL,
	"all_teams" boolean DEFAULT true NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "agent_teams" ADD CONSTRAINT "agent_teams_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_teams" ADD CONSTRAINT "agent_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_users" ADD CONSTRAINT "calendar_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbots" ADD CONSTRAINT "chatbots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_chatbots" ADD CONSTRAINT "user_chatbots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_chatbots" ADD CONSTRAINT "user_chatbots_chatbot_id_chatbots_id_fk" FOREIGN KEY ("chatbot_id") REFERENCES "public"."chatbots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_teams" ADD CONSTRAINT "user_teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_teams" ADD CONSTRAINT "user_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;