CREATE TABLE "user_import_titles" (
	"import_id" integer NOT NULL,
	"row" integer NOT NULL,
	"name" text NOT NULL,
	"year" smallint,
	"imdb_id" text,
	"tmdb_id" bigint,
	"status" text NOT NULL,
	"title_kind" text,
	"title_id" integer,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"awaiting" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_import_titles_import_id_row_pk" PRIMARY KEY("import_id","row"),
	CONSTRAINT "user_import_titles_status_check" CHECK ("user_import_titles"."status" in ('matched', 'ambiguous', 'missing'))
);
--> statement-breakpoint
CREATE TABLE "user_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"state" text DEFAULT 'preview' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"ambiguous" integer DEFAULT 0 NOT NULL,
	"missing" integer DEFAULT 0 NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_imports_state_check" CHECK ("user_imports"."state" in ('preview', 'queued', 'running', 'done', 'failed')),
	CONSTRAINT "user_imports_source_check" CHECK ("user_imports"."source" in ('letterboxd', 'imdb'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD COLUMN "for_member" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "movies" ADD COLUMN "imdb_id" text;--> statement-breakpoint
ALTER TABLE "serials" ADD COLUMN "imdb_id" text;--> statement-breakpoint
ALTER TABLE "user_import_titles" ADD CONSTRAINT "user_import_titles_import_id_user_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."user_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_import_titles_awaiting_idx" ON "user_import_titles" USING btree ("tmdb_id") WHERE "user_import_titles"."awaiting";--> statement-breakpoint
CREATE INDEX "user_imports_user_idx" ON "user_imports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "movies_imdb_id_idx" ON "movies" USING btree ("imdb_id") WHERE "movies"."imdb_id" is not null;--> statement-breakpoint
CREATE INDEX "serials_imdb_id_idx" ON "serials" USING btree ("imdb_id") WHERE "serials"."imdb_id" is not null;