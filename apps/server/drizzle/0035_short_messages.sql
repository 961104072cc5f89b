CREATE TABLE "short_message_comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "short_message_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "short_message_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_message_likes" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "short_message_likes_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "short_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "short_message_comment_likes" ADD CONSTRAINT "short_message_comment_likes_comment_id_short_message_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."short_message_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_message_comment_likes" ADD CONSTRAINT "short_message_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_message_comments" ADD CONSTRAINT "short_message_comments_message_id_short_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."short_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_message_comments" ADD CONSTRAINT "short_message_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_message_likes" ADD CONSTRAINT "short_message_likes_message_id_short_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."short_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_message_likes" ADD CONSTRAINT "short_message_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_messages" ADD CONSTRAINT "short_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "short_message_comment_likes_user_idx" ON "short_message_comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "short_message_comments_message_idx" ON "short_message_comments" USING btree ("message_id","created_at","id");--> statement-breakpoint
CREATE INDEX "short_message_comments_user_idx" ON "short_message_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "short_message_likes_user_idx" ON "short_message_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "short_messages_user_idx" ON "short_messages" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);