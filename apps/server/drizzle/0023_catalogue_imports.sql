CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" bigint NOT NULL,
	"requested_by" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_imports_kind_check" CHECK ("catalogue_imports"."kind" in ('artist', 'movie', 'serial', 'serial_update')),
	CONSTRAINT "catalogue_imports_code_check" CHECK ("catalogue_imports"."code" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_imports_queued_idx" ON "catalogue_imports" USING btree ("kind","code") WHERE "catalogue_imports"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "catalogue_imports_status_idx" ON "catalogue_imports" USING btree ("status","created_at");