ALTER TABLE "widget_configs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "widget_previews" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;