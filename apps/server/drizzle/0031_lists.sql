-- User lists (issue 14): movie and serial lists in one table, their ordered items (a movie or a serial each) and likes;
-- counters on the list row, indexes for the owner's pages, the home rails and a title's "listed" lists.
CREATE TABLE "user_list_items" (
	"list_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"movie_id" integer,
	"serial_id" integer,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "user_list_items_list_id_position_pk" PRIMARY KEY("list_id","position"),
	CONSTRAINT "user_list_items_one_title" CHECK (("user_list_items"."movie_id" is null) <> ("user_list_items"."serial_id" is null))
);
--> statement-breakpoint
CREATE TABLE "user_list_likes" (
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "user_list_likes_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"top_list" boolean DEFAULT false NOT NULL,
	"show_descriptions" boolean DEFAULT false NOT NULL,
	"total_items" smallint DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_list_items" ADD CONSTRAINT "user_list_items_list_id_user_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."user_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_list_items" ADD CONSTRAINT "user_list_items_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_list_items" ADD CONSTRAINT "user_list_items_serial_id_serials_id_fk" FOREIGN KEY ("serial_id") REFERENCES "public"."serials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_list_likes" ADD CONSTRAINT "user_list_likes_list_id_user_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."user_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_list_likes" ADD CONSTRAINT "user_list_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lists" ADD CONSTRAINT "user_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_list_items_movie_idx" ON "user_list_items" USING btree ("movie_id","list_id") WHERE "user_list_items"."movie_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_list_items_serial_idx" ON "user_list_items" USING btree ("serial_id","list_id") WHERE "user_list_items"."serial_id" is not null;--> statement-breakpoint
CREATE INDEX "user_list_likes_user_idx" ON "user_list_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_lists_owner_slug_idx" ON "user_lists" USING btree ("user_id","kind","slug");--> statement-breakpoint
CREATE INDEX "user_lists_owner_idx" ON "user_lists" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "user_lists_owner_top_idx" ON "user_lists" USING btree ("user_id","kind","id") WHERE "user_lists"."top_list";--> statement-breakpoint
CREATE INDEX "user_lists_kind_idx" ON "user_lists" USING btree ("kind","id");