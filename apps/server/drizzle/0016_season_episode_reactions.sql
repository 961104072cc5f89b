CREATE TABLE "episode_reactions" (
	"episode_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"reaction" text NOT NULL,
	CONSTRAINT "episode_reactions_episode_id_user_id_slot_pk" PRIMARY KEY("episode_id","user_id","slot")
);
--> statement-breakpoint
CREATE TABLE "season_reactions" (
	"season_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"reaction" text NOT NULL,
	CONSTRAINT "season_reactions_season_id_user_id_slot_pk" PRIMARY KEY("season_id","user_id","slot")
);
--> statement-breakpoint
ALTER TABLE "episode_reactions" ADD CONSTRAINT "episode_reactions_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_reactions" ADD CONSTRAINT "episode_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_reactions" ADD CONSTRAINT "season_reactions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_reactions" ADD CONSTRAINT "season_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "episode_reactions_one_each_idx" ON "episode_reactions" USING btree ("episode_id","user_id","reaction");--> statement-breakpoint
CREATE INDEX "episode_reactions_count_idx" ON "episode_reactions" USING btree ("episode_id","reaction");--> statement-breakpoint
CREATE UNIQUE INDEX "season_reactions_one_each_idx" ON "season_reactions" USING btree ("season_id","user_id","reaction");--> statement-breakpoint
CREATE INDEX "season_reactions_count_idx" ON "season_reactions" USING btree ("season_id","reaction");