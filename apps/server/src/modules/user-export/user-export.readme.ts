// README.txt of the export (issue 29 part 3): every file the ZIP may hold and its columns, in both languages'
// order of the site (Mongolian first). Kept beside the writer so a new file is described where it is added.

const TITLE_COLUMNS_TEXT = `    tmdbID        the title's id at themoviedb.org, when known (the column Letterboxd's importer reads)
    Kind          movie, serial, season or episode
    Title (MN)    the Mongolian title (Name is the international one; for a season or episode, the serial's)
    Season        the season's number (seasons and episodes)
    Episode       the episode's number
    Episode Name  the episode's name`;

export const README = `MFI — таны өгөгдөл / your data
================================

Энэ архив нь таны MFI дээр үүсгэсэн бүх зүйлийг агуулна. This archive holds everything you made on MFI.
Every CSV file is UTF-8 text without a byte order mark, comma separated, quoted where a cell needs it, one
row a line; dates are YYYY-MM-DD on Ulaanbaatar's calendar, moments ISO 8601 in UTC. The files named as
Letterboxd's export (diary.csv, ratings.csv, reviews.csv, watched.csv, watchlist.csv, lists/*.csv) keep
Letterboxd's columns in Letterboxd's order, so they import there and back here; our own columns come after
them. "Letterboxd URI" and "URL" hold the title's address on this site. Rating is Letterboxd's stars (0.5 to
5 in half steps: our grade / 20, rounded to the half star, at least 0.5); Grade is our 0-100 grade exactly.

Columns every title file ends with:
${TITLE_COLUMNS_TEXT}

profile.json
    Your account and profile: username, slug, url, email, phone, names, registered, birthday (and whether
    it is hidden), country, bio, social links, and the file names of your photo and background below.

diary.csv (Letterboxd's diary)
    Date          the day the entry was logged
    Name, Year, Letterboxd URI
    Rating        stars, empty when the viewing had no grade
    Rewatch       Yes for a rewatch, else empty
    Tags          the entry's tags, comma separated in one cell
    Watched Date  the day you watched it
    Review        the entry's review (the column name Letterboxd's importer reads)
    … the title columns, then Grade (0-100)

ratings.csv (Letterboxd's ratings): your movie and episode ratings
    Date          the day you rated it
    Name, Year, Letterboxd URI, Rating
    … the title columns, then Grade (0-100)

reviews.csv (Letterboxd's reviews): your short reviews of movies, seasons and episodes
    Date, Name, Year, Letterboxd URI, Rating, Rewatch (empty), Review, Tags (empty), Watched Date (empty)
    … the title columns, then Grade (0-100, empty for a season), Spoiler (Yes when marked)

reviews/detailed/*.html
    Each detailed review as a web page: its title, the title reviewed and its address, when it was written
    and changed, and the review as it shows on the site.

watched.csv, watchlist.csv (Letterboxd's), favourites.csv, watching.csv
    Date          the day the flag was last set
    Name, Year, Letterboxd URI
    … the title columns
    Movies take all four flags, serials favourite and to-watch, episodes watched and watching.

reactions.csv
    Name, Year, URL, the title columns, Slot (1-3), Reaction

lists/<kind>-<slug>-<id>.csv (Letterboxd's list export, one file a list)
    Line 1        Letterboxd list export v7
    Lines 2-3     Date, Name, Tags (empty), URL, Description: the list itself
    Line 4        empty
    Line 5 on     Position, Name, Year, URL, Description: its titles in your order

following.csv, followers.csv, blocked.csv
    Date, Username, URL: whom you follow, who follows you, whom you blocked

messages.csv
    Date, Id, Message, Likes, Comments: your short messages

comments.csv
    Date, Id, Message Id, Message Author, Comment, Likes: your comments on anyone's messages

journals/*.html
    The articles you wrote, drafts included, each as a web page.

images/
    profile/      your photo and background
    library/      the images you uploaded for your writing
    reviews/      the covers of your episode reviews
    journals/     the covers of your articles
`;
