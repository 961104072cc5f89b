CREATE INDEX "artists_country_ids_idx" ON "artists" USING gin ("country_ids");--> statement-breakpoint
CREATE INDEX "movies_genre_ids_idx" ON "movies" USING gin ("genre_ids");--> statement-breakpoint
CREATE INDEX "movies_subgenre_ids_idx" ON "movies" USING gin ("subgenre_ids");--> statement-breakpoint
CREATE INDEX "movies_country_ids_idx" ON "movies" USING gin ("country_ids");--> statement-breakpoint
CREATE INDEX "movies_language_ids_idx" ON "movies" USING gin ("language_ids");--> statement-breakpoint
CREATE INDEX "movies_tag_ids_idx" ON "movies" USING gin ("tag_ids");