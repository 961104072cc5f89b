-- Serial catalogue list indexes, one per sort order, each INCLUDING every filtered column (as movies in
-- 0007): a filtered page is an index-only scan in sort order that tests each filter on the index tuple
-- (drizzle cannot declare INCLUDE, so they live here; see docs/decisions/003-catalogue-speed.md).
CREATE INDEX "serials_list_year_idx" ON "serials" USING btree ("publish","mongolian","released_year","id")
  INCLUDE ("format","rating","finished_year","runtime","audience_grade","genre_ids","subgenre_ids","country_ids","language_ids","tag_ids");--> statement-breakpoint
CREATE INDEX "serials_list_audience_idx" ON "serials" USING btree ("publish","mongolian","audience_grade","id")
  INCLUDE ("format","rating","released_year","finished_year","runtime","genre_ids","subgenre_ids","country_ids","language_ids","tag_ids");--> statement-breakpoint
CREATE INDEX "serials_list_audience_desc_idx" ON "serials" USING btree ("publish","mongolian","audience_grade" DESC NULLS LAST,"id" DESC)
  INCLUDE ("format","rating","released_year","finished_year","runtime","genre_ids","subgenre_ids","country_ids","language_ids","tag_ids");--> statement-breakpoint
CREATE INDEX "serials_list_watched_idx" ON "serials" USING btree ("publish","mongolian","watched_count","id")
  INCLUDE ("format","rating","released_year","finished_year","runtime","audience_grade","genre_ids","subgenre_ids","country_ids","language_ids","tag_ids");--> statement-breakpoint
CREATE INDEX "serials_list_title_idx" ON "serials" USING btree ("publish","mongolian","i_title","id")
  INCLUDE ("format","rating","released_year","finished_year","runtime","audience_grade","genre_ids","subgenre_ids","country_ids","language_ids","tag_ids");--> statement-breakpoint
-- Suggestions (serial-detail.queries): the best-rated published serials sharing a genre, in grade order.
CREATE INDEX "serials_suggest_idx" ON "serials" USING btree ("publish","audience_grade" DESC NULLS LAST,"id" DESC) INCLUDE ("genre_ids");
