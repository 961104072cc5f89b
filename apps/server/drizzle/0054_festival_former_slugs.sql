CREATE TABLE "festival_former_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"festival_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "festival_former_slugs" ADD CONSTRAINT "festival_former_slugs_festival_id_festivals_id_fk" FOREIGN KEY ("festival_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;