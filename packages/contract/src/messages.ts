// Every user-facing text that both sides share, in Mongolian (the spec's words, verbatim where the spec
// gives them) and English. Schemas carry the key as their zod message; the server answers with `mn`,
// the web client translates the key with i18n.
export const messages = {
  generic: { mn: 'Алдаа гарлаа, дахин оролдож үзнэ үү!', en: 'Error occurred, try again' },
  unavailable: {
    mn: 'Үйлчилгээ түр саатлаа. {{seconds}} секундын дараа дахин оролдоно уу!',
    en: 'The service is briefly unavailable. Try again in {{seconds}} seconds',
  },
  required: { mn: 'Бичих шаардлагатай!', en: 'This field is required' },
  invalidValue: { mn: 'Утга буруу байна!', en: 'Invalid value' },

  usernameRequired: { mn: 'Та хэрэглэгчийн нэрээ оруулна уу!', en: 'Please enter your username' },
  usernameLength: {
    mn: 'Хамгийн багадаа 3, ихдээ 20 тэмдэгт оруулна уу!',
    en: 'Use at least 3 and at most 20 characters',
  },
  usernameLatin: {
    mn: 'Зөвхөн англи үсэг болон тоо оруулна уу!',
    en: 'Use English letters and numbers only',
  },
  usernameLetters: {
    mn: 'Хэрэглэгчийн нэр хамгийн багадаа 3 үсэг агуулна!',
    en: 'The username needs at least 3 letters',
  },
  emailRequired: { mn: 'Та имэйл хаягаа оруулна уу!', en: 'Please enter your e-mail' },
  emailInvalid: { mn: 'Таны имэйл хаягаа зөв оруулна уу!', en: 'Please enter a valid e-mail' },
  phoneInvalid: { mn: 'Утасны дугаараа зөв оруулна уу!', en: 'Please enter a valid phone number' },
  phoneSameAsOld: {
    mn: 'Таны өөрчлөх дугаар хуучин дугаартай ижил байж болохгүй!',
    en: 'The new number must differ from the old one',
  },
  passwordRequired: { mn: 'Та нууц үгээ оруулна уу!', en: 'Please enter your password' },
  passwordLength: {
    mn: 'Нууц үг хамгийн багадаа 10 тэмдэгт байна!',
    en: 'The password needs at least 10 characters',
  },
  passwordLower: { mn: 'Нууц үгэнд жижиг үсэг орсон байх ёстой!', en: 'Add a lowercase letter' },
  passwordUpper: { mn: 'Нууц үгэнд том үсэг орсон байх ёстой!', en: 'Add an uppercase letter' },
  passwordDigit: { mn: 'Нууц үгэнд тоо орсон байх ёстой!', en: 'Add a digit' },
  passwordSymbol: {
    mn: 'Нууц үгэнд @ # $ ! % * ? & тэмдэгтийн аль нэг орсон байх ёстой!',
    en: 'Add one of @ # $ ! % * ? &',
  },
  passwordMismatch: { mn: 'Нууц үгнүүд таарахгүй байна!', en: 'The passwords do not match' },
  termsRequired: {
    mn: 'Үйлчилгээний нөхцөлийг зөвшөөрнө үү!',
    en: 'Please accept the terms of use',
  },
  codeInvalid: { mn: '6 оронтой кодоо оруулна уу!', en: 'Enter the 6-digit code' },

  usernameTaken: { mn: 'Бүртгэгдсэн хэрэглэгчийн нэр!', en: 'This username is taken' },
  emailTaken: { mn: 'Бүртгэгдсэн имейл хаяг!', en: 'This e-mail is already registered' },
  phoneTaken: { mn: 'Бүртгэгдсэн утасны дугаар!', en: 'This phone number is already registered' },

  loginDisabled: {
    mn: 'Таны бүртгэл идэвхжээгүй байна. Бүртгэлээ идэвхжүүлнэ үү!',
    en: 'Your account is not active yet. Please activate it',
  },
  loginInvalid: {
    mn: 'Та хэрэглэгчийн нэр, нууц үгээ зөв оруулна уу!',
    en: 'Please enter a correct username and password',
  },
  activationFailed: {
    mn: 'Таны бүртгэл идэвхжсэнгүй. Та кодоо зөв оруулна уу!',
    en: 'Your account was not activated. Please enter the correct code',
  },
  activationDone: {
    mn: 'Таны бүртгэл амжилттай идэвхжлээ!',
    en: 'Your account is active. Please log in',
  },
  codeSent: { mn: 'Баталгаажуулах код илгээлээ!', en: 'A confirmation code was sent' },
  logoutDone: { mn: 'Та системээс гарлаа!', en: 'You have logged out!' },
  loginDone: { mn: 'Та системд нэвтэрлээ!', en: 'You are logged in!' },

  reactivatePassword: { mn: 'Нууц үгээ зөв оруулна уу!', en: 'Please re-enter your password' },
  reactivatePhone: {
    mn: 'Бүртгэлтэй утасны дугаараа оруулна уу!',
    en: 'Please enter your registered phone number',
  },
  accountActive: {
    mn: 'Таны бүртгэл идэвхтэй байна. Нэвтэрч орно уу!',
    en: 'Your account is already active. Please log in',
  },
  notActive: {
    mn: 'Таны бүртгэл идэвхжээгүй байна. Эхлээд бүртгэлээ идэвхжүүлнэ үү!',
    en: 'Your account is not active. Please activate it first',
  },
  phoneUnknown: {
    mn: 'Идэвхжүүлээгүй бүртгэлтэй утасны дугаар олдсонгүй!',
    en: 'No account awaiting activation has this phone number',
  },
  resendWait: {
    mn: 'Дахин код илгээхийн тулд {{seconds}} секунд хүлээнэ үү!',
    en: 'Please wait {{seconds}} seconds before asking for another code',
  },
  rateLimited: {
    mn: 'Хэт олон удаа оролдлоо. {{seconds}} секундын дараа дахин оролдоно уу!',
    en: 'Too many attempts. Try again in {{seconds}} seconds',
  },
  resetMailSent: {
    mn: 'Нууц үг сэргээх холбоосыг таны имэйл хаяг руу илгээлээ!',
    en: 'We sent a password reset link to your e-mail',
  },
  resetLinkInvalid: {
    mn: 'Нууц үг сэргээх холбоос хүчингүй эсвэл хугацаа нь дууссан байна!',
    en: 'This reset link is invalid or has expired',
  },
  resetDone: { mn: 'Таны нууц үг амжилттай солигдлоо!', en: 'Your password was changed' },
  emailUndoInvalid: {
    mn: 'Имэйл буцаах холбоос хүчингүй эсвэл хугацаа нь дууссан байна!',
    en: 'This link is invalid or has expired',
  },
  emailUndone: {
    mn: 'Таны имэйл хаяг буцаж сэргээгдлээ. Бүх төхөөрөмжөөс гарсан тул нууц үгээ сэргээнэ үү!',
    en: 'Your e-mail address was restored. You were signed out everywhere: please reset your password',
  },
  resetFailed: { mn: 'Таны нууц үг солигдсонгүй!', en: 'Your password was not changed' },

  invalidToken: { mn: 'Invalid token.', en: 'Invalid token.' },
  authRequired: {
    mn: 'Authentication credentials were not provided.',
    en: 'Authentication credentials were not provided.',
  },
  forbidden: {
    mn: 'You do not have permission to perform this action.',
    en: 'You do not have permission to perform this action.',
  },
  notFound: { mn: 'Not found.', en: 'Not found.' },
  apiKeyInvalid: { mn: 'Invalid API key.', en: 'Invalid API key.' },
  jpegOnly: { mn: 'Та JPEG өргөтгөлтэй зураг оруулна уу!', en: 'Please upload a JPEG image' },
  imageTooLarge: {
    mn: 'Зургийн хэмжээ 1 MB -с хэтрэхгүй байх шаардлагатай!',
    en: 'The image must not be larger than 1 MB',
  },
  imageRequired: { mn: 'Зураг оруулах шаардлагатай!', en: 'An image is required' },
  /** One form's files together (lib/multipart; UPLOAD_REQUEST_MAX_BYTES, UPLOAD_REQUEST_MAX_FILES). */
  uploadTooLarge: {
    mn: 'Нэг удаад илгээх зургийн нийт хэмжээ {{mb}} MB -с хэтрэхгүй байх шаардлагатай!',
    en: 'The images sent at once must not exceed {{mb}} MB in total',
  },
  uploadTooManyFiles: {
    mn: 'Нэг удаад {{count}} -с олон зураг илгээх боломжгүй!',
    en: 'No more than {{count}} images can be sent at once',
  },
  /** A member's creations and uploads a minute and a day (lib/quotas). */
  quotaReached: {
    mn: 'Та хэт олон зүйл нэмлээ. {{seconds}} секундын дараа дахин оролдоно уу!',
    en: 'You have added too much for now. Try again in {{seconds}} seconds',
  },

  // Catalogue forms (part 2 sections 5 and 8).
  choiceRequired: { mn: 'Сонгох шаардлагатай!', en: 'Please choose at least one' },
  digitsOnly: { mn: 'Та зөвхөн тоо оруулна уу!', en: 'Digits only, please' },
  tooLong4500: { mn: '4500 тэмдэгтээс хэтэрлээ!', en: 'More than 4500 characters' },
  tooLong3000: { mn: '3000 тэмдэгтээс хэтэрлээ!', en: 'More than 3000 characters' },
  tooLong1000: { mn: '1000 тэмдэгтээс хэтэрлээ!', en: 'More than 1000 characters' },
  yearInvalid: { mn: 'Та оноо зөв оруулна уу!', en: 'Please enter a correct year' },
  tooManyChoices: { mn: 'Хамгийн ихдээ 5 сонголт хийнэ!', en: 'Choose at most 5' },
  artistCreated: {
    mn: 'Уран бүтээлч амжилттай нэмэгдлээ, сайтын админ шалгаад нийтлэх болно!',
    en: 'The artist was added; a site admin will check and publish it',
  },
  artistCreateFailed: {
    mn: 'Алдаа гарлаа, та оруулсан утгуудаа шалгаад дахин оролдож үзнэ үү!',
    en: 'Error occurred: check the values you entered and try again',
  },
  artistUpdated: { mn: 'Уран бүтээлчийн мэдээлэл амжилттай засагдлаа!', en: 'The artist was updated' },
  movieCreated: {
    mn: 'Кино амжилттай нэмэгдлээ, сайтын админ шалгаад нийтлэх болно!',
    en: 'The movie was added; a site admin will check and publish it',
  },
  movieUpdated: { mn: 'Киноны засвар амжилттай хийгдлээ!', en: 'The movie was updated' },
  movieImagesAdded: { mn: 'Кинонд архивын зураг амжилттай нэмэгдлээ!', en: 'Archive images were added to the movie' },
  referenceInUse: {
    mn: 'Энэ утгыг ашиглаж байгаа тул устгах боломжгүй!',
    en: 'This value is in use and cannot be deleted',
  },

  // Reference lists and artists (issue 3).
  referenceExists: { mn: 'Энэ утга бүртгэгдсэн байна!', en: 'This value already exists' },

  // Serials, seasons and episodes (issue 4; part 2 sections 5 and 8, wording designed where not given).
  serialCreated: {
    mn: 'Цуврал амжилттай нэмэгдлээ, сайтын админ шалгаад нийтлэх болно!',
    en: 'The serial was added; a site admin will check and publish it',
  },
  serialUpdated: { mn: 'Цувралын засвар амжилттай хийгдлээ!', en: 'The serial was updated' },
  seasonCreated: {
    mn: 'Цувралын улирал амжилттай нэмэгдлээ, сайтын админ шалгаад нийтлэх болно!',
    en: 'The season was added; a site admin will check and publish it',
  },
  seasonUpdated: { mn: 'Цувралын улирлын засвар амжилттай хийгдлээ!', en: 'The season was updated' },
  seasonImagesAdded: {
    mn: 'Цувралын улиралд архивын зураг амжилттай нэмэгдлээ!',
    en: 'Archive images were added to the season',
  },
  episodeCreated: {
    mn: 'Анги амжилттай нэмэгдлээ, сайтын админ шалгаад нийтлэх болно!',
    en: 'The episode was added; a site admin will check and publish it',
  },
  queuePublished: { mn: '{{count}} зүйл нийтлэгдлээ!', en: '{{count}} items were published' },
  queueRejected: { mn: 'Буцаалаа. Үүсгэгчид шалтгааныг мэдэгдлээ!', en: 'Sent back; its creator was told why' },
  queueNotWaiting: { mn: 'Энэ зүйл нийтлэгдэхийг хүлээгээгүй байна!', en: 'This item is not waiting for publication' },
  revisionReverted: { mn: 'Сонгосон хувилбар руу буцаалаа!', en: 'The item was reverted to the chosen revision' },
  revisionNotRevertable: { mn: 'Энэ хувилбар руу буцаах боломжгүй!', en: 'This revision cannot be restored' },
  episodeUpdated: { mn: 'Ангийн засвар амжилттай хийгдлээ!', en: 'The episode was updated' },
  serialRequired: { mn: 'Цуврал сонгох шаардлагатай', en: 'Please choose a serial' },
  seasonRequired: { mn: 'Цувралын улирал сонгох шаардлагатай', en: 'Please choose a season' },
  finishedBeforeReleased: {
    mn: 'Дууссан он эхэлсэн оноос өмнө байж болохгүй!',
    en: 'The end year cannot be before the start year',
  },
  seasonNumberTaken: {
    mn: 'Энэ дугаартай улирал уг цувралд бүртгэгдсэн байна!',
    en: 'The serial already has a season with this number',
  },
  episodeNumberTaken: {
    mn: 'Энэ дугаартай анги уг улиралд бүртгэгдсэн байна!',
    en: 'The season already has an episode with this number',
  },

  // Ratings, reviews and reactions (issue 5; part 2 sections 5 and 8, wording designed where not given).
  gradeRequired: { mn: 'Та тоон үнэлгээ заавал оруулах шаардлагатай!', en: 'A numeric grade is required' },
  gradeInvalid: { mn: 'Та тоон үнэлгээгээ зөв оруулна уу!', en: 'Please enter a grade from 0 to 100' },
  tooLong500: { mn: '500 тэмдэгтээс хэтэрлээ!', en: 'More than 500 characters' },
  reviewTitleRequired: { mn: 'Та гарчигийн нэр заавал өгөх шаардлагатай!', en: 'A title is required' },
  detailedReviewRequired: { mn: 'Та шүүмжээ бичнэ үү!', en: 'Please write your review' },
  seasonReviewRequired: { mn: 'Та сэтгэгдлээ бичнэ үү!', en: 'Please write your review' },
  reviewFirst: {
    mn: 'Дэлгэрэнгүй шүүмж бичихийн өмнө та тоон үнэлгээ болон сэтгэгдлээ оруулна уу!',
    en: 'Rate and review the title before writing a detailed review',
  },
  reactionTaken: {
    mn: 'Та энэ хариу үйлдлийг өөр нүдэнд сонгосон байна!',
    en: 'This reaction is already in another slot',
  },
  // Journals (issue 6; part 2 section 8).
  journalCreated: {
    mn: 'Нийтлэл амжилттай нэмэгдлээ, сайтын админ шалгаад нийтлэх болно!',
    en: 'The article was added; a site admin will check and publish it',
  },
  journalUpdated: { mn: 'Нийтлэлийн засвар амжилттай хийгдлээ!', en: 'The article was updated' },
  subTypeMismatch: {
    mn: 'Дэд ангилал сонгосон ангилалд хамаарахгүй байна!',
    en: 'The sub-type does not belong to the chosen type',
  },
  // Code-add pages (part 2 sections 5 and 9; decision 007: the codes wait in an import queue).
  codeListInvalid: {
    mn: 'Хоосон зай болон үсэг авч болохгүй, мөн код давхардсан эсэхээ шалгана уу!',
    en: 'No spaces or letters, and check that no code is repeated',
  },
  codeListTooLong: { mn: 'Нэг удаад хамгийн ихдээ 50 код илгээнэ үү!', en: 'Send at most 50 codes at a time' },
  serialUpdateCodesMax: {
    mn: 'Цуврал шинэчлэх код хамгийн ихдээ 2 байна!',
    en: 'At most 2 serial codes can be updated at a time',
  },
  codesQueued: {
    mn: '{{queued}} код импортын дараалалд нэмэгдлээ, {{waiting}} код өмнө нь дараалалд хүлээгдэж байсан.',
    en: '{{queued}} codes were queued for import; {{waiting}} were already waiting.',
  },
  codesAllWaiting: {
    mn: 'Илгээсэн {{waiting}} код бүгд импортын дараалалд хүлээгдэж байна!',
    en: 'All {{waiting}} codes sent are already waiting in the import queue',
  },
  webmasterContact: {
    mn: 'Алдаа гарлаа, webmaster -тай холбогдоно уу!',
    en: 'An error occurred, please contact the webmaster',
  },
  // User lists (issue 14; part 2 section 8 for the name, wording designed where not given).
  listNameRequired: { mn: 'Та заавал бөглөнө үү!', en: 'Please fill this in' },
  listNameLength: {
    mn: 'Хамгийн багадаа 3 тэмдэгт, хамгийн ихдээ 50 тэмдэгт',
    en: 'At least 3 and at most 50 characters',
  },
  tooLong1500: { mn: '1500 тэмдэгтээс хэтэрлээ!', en: 'More than 1500 characters' },
  listItemsRequired: { mn: 'Жагсаалтад дор хаяж нэг бүтээл нэмнэ үү!', en: 'Add at least one title to the list' },
  listItemsTooMany: {
    mn: 'Жагсаалтад хамгийн ихдээ 250 бүтээл нэмнэ!',
    en: 'A list holds at most 250 titles',
  },
  listItemRepeated: {
    mn: 'Нэг бүтээлийг жагсаалтад нэг л удаа нэмнэ!',
    en: 'A title can be in the list only once',
  },
  listItemUnknown: {
    mn: 'Жагсаалтад олдоогүй эсвэл нийтлэгдээгүй бүтээл байна!',
    en: 'The list holds a title that does not exist or is not published',
  },
  listCreated: { mn: 'Жагсаалт амжилттай нэмэгдлээ!', en: 'The list was created' },
  listUpdated: { mn: 'Жагсаалтын засвар амжилттай хийгдлээ!', en: 'The list was updated' },
  listDeleted: { mn: 'Жагсаалт амжилттай устгагдлаа!', en: 'The list was deleted' },
  // The image library (issue 15 item 9; part 1 section 8 "Image deleted: confirmation message", wording designed).
  imageDeleted: { mn: 'Зураг амжилттай устгагдлаа!', en: 'The image was deleted' },
  /** The library's stored bytes (lib/quotas imageLibraryBytes; issue 24, wording designed); the page shows the quota. */
  imageLibraryFull: {
    mn: 'Таны зургийн сан дүүрсэн байна! Зай гаргахын тулд зураг устгана уу.',
    en: 'Your image library is full: delete an image to make room',
  },
  // Profiles, follows and blocks (issue 15; part 1 section 8 for the save texts, wording designed where not given).
  profileSaved: { mn: 'Таны мэдээлэл хадгалагдлаа!', en: 'Your information was saved' },
  birthdayInvalid: {
    mn: 'Төрсөн өдрөө 1900-01-01 -ээс өнөөдрийг хүртэл оруулна уу!',
    en: 'Enter a birthday from 1900-01-01 to today',
  },
  countryUnknown: { mn: 'Ийм улс бүртгэгдээгүй байна!', en: 'No such country' },
  followSelf: { mn: 'Та өөрийгөө дагах боломжгүй!', en: 'You cannot follow yourself' },
  blockSelf: { mn: 'Та өөрийгөө хориглох боломжгүй!', en: 'You cannot block yourself' },
  blockedByMember: {
    mn: 'Энэ хэрэглэгч таныг хориглосон тул боломжгүй!',
    en: 'This member has blocked you',
  },
  blockStandsBetween: {
    mn: 'Та энэ хэрэглэгчийг хориглосон байна. Эхлээд хоригоо цуцална уу!',
    en: 'You have blocked this member. Unblock them first',
  },
  // The about-us page (issue 16; part 1 section 8 "about-us saved", wording designed).
  artistSlugUnknown: { mn: 'Ийм уран бүтээлч бүртгэгдээгүй байна!', en: 'No artist has this slug' },
  userSlugUnknown: { mn: 'Ийм хэрэглэгч бүртгэгдээгүй байна!', en: 'No member has this slug' },
  aboutSaved: { mn: 'Бидний тухай хуудас амжилттай хадгалагдлаа!', en: 'The about-us page was saved' },
  // The festival (issue 17; part 1 section 8: create/edit success and a generic error, registration done).
  festivalCreated: { mn: 'Наадам амжилттай нэмэгдлээ!', en: 'The festival was added' },
  festivalUpdated: { mn: 'Наадмын засвар амжилттай хадгалагдлаа!', en: 'The festival was saved' },
  festivalUnknown: { mn: 'Ийм наадам бүртгэгдээгүй байна!', en: 'No festival has this name' },
  annualCreated: { mn: 'Жил бүрийн наадам амжилттай нэмэгдлээ!', en: 'The annual edition was added' },
  annualUpdated: { mn: 'Жил бүрийн наадмын засвар амжилттай хадгалагдлаа!', en: 'The annual edition was saved' },
  annualUnknown: { mn: 'Энэ онд наадам зохиогдоогүй байна!', en: 'The festival held no edition that year' },
  annualTaken: { mn: 'Энэ оны наадам бүртгэгдсэн байна!', en: 'This festival already has an edition that year' },
  awardSaved: { mn: 'Шагнал амжилттай бүртгэгдлээ!', en: 'The award was entered' },
  awardDeleted: { mn: 'Шагнал амжилттай устгагдлаа!', en: 'The award was deleted' },
  awardTitleUnknown: { mn: 'Ийм кино эсвэл цуврал бүртгэгдээгүй байна!', en: 'No such movie or serial' },
  registrationDone: {
    mn: 'Бүртгэл амжилттай! Бүртгэлийн хураамжийн төлбөрийн зааврыг таны имэйл хаяг руу илгээлээ.',
    en: 'You are registered! The fee payment instructions were sent to your e-mail',
  },
  registrationRepeated: {
    mn: 'Энэ кино энэ оны наадамд бүртгэгдсэн байна!',
    en: 'This film is already registered for this edition',
  },
  registrationClosed: {
    mn: 'Энэ наадмын бүртгэл хаагдсан байна: бүртгэлийн хураамж төлөх хугацаа дууссан.',
    en: 'Registration for this edition is closed: the fee deadline has passed',
  },
  entrantOnly: {
    mn: 'Наадамд бүртгүүлэх эрх танд олгогдоогүй байна. Зохион байгуулагчидтай холбогдоно уу!',
    en: 'You have not been given the right to register for the festival. Please contact the organisers',
  },
  entrantFlagSaved: { mn: 'Хэрэглэгчийн эрх хадгалагдлаа!', en: "The member's right was saved" },
  // The request for the entrant flag (issue 24 item 5; wording designed).
  entrantRequested: {
    mn: 'Таны хүсэлтийг админуудад илгээлээ. Хариуг мэдэгдлээр авна.',
    en: 'Your request was sent to the admins. You will get the answer as a notification',
  },
  entrantRequestWaiting: {
    mn: 'Таны хүсэлт админуудад очсон байна, хариуг хүлээнэ үү!',
    en: 'Your request already waits for the admins’ answer',
  },
  entrantAlready: { mn: 'Танд наадамд бүртгүүлэх эрх байна!', en: 'You already have the right to register' },
  // The registration's director register number and e-mail confirmation (issue 23; wording designed).
  registerNumberInvalid: {
    mn: 'Регистрийн дугаараа зөв оруулна уу! (2 үсэг, 8 тоо)',
    en: 'Enter a valid register number (2 Cyrillic letters, 8 digits)',
  },
  emailCodeRequired: {
    mn: 'Өөр имэйл хаяг руу илгээхийн тулд тухайн хаяг руу илгээсэн 6 оронтой кодыг оруулна уу!',
    en: 'To use another e-mail address, enter the 6-digit code sent to it',
  },
  // The admin console (issue 25, decision 025; wording designed).
  lastAdmin: {
    mn: 'Сайтын сүүлчийн админыг хасах, хаах боломжгүй!',
    en: 'The last admin cannot be removed or closed',
  },
  accountClosed: { mn: 'Энэ бүртгэл хаагдсан байна.', en: 'This account is closed' },
  mergeIntoItself: { mn: 'Өөр утга сонгоно уу!', en: 'Choose another item to merge into' },
  // The diary (issue 29, decision 036; wording designed in the spec's style).
  diaryFutureDate: {
    mn: 'Ирээдүйн өдрийг сонгох боломжгүй!',
    en: 'The date cannot be in the future',
  },
  diarySeasonGrade: {
    mn: 'Улиралд тоон үнэлгээ өгөх боломжгүй, ангиудад нь өгнө үү!',
    en: 'A season takes no grade: grade its episodes',
  },
  diaryTagTooLong: { mn: 'Шошго 30 тэмдэгтээс ихгүй байна!', en: 'A tag is at most 30 characters' },
  diaryTooManyTags: { mn: 'Хамгийн ихдээ 10 шошго оруулна уу!', en: 'Use at most 10 tags' },
  searchTooLong: {
    mn: 'Хайх үг 100 тэмдэгтээс ихгүй байна!',
    en: 'The search text is at most 100 characters',
  },
  // A member's import from Letterboxd or IMDb (issue 29 part 2, decision 037; wording designed).
  importFileRequired: { mn: 'Импортлох файлаа сонгоно уу!', en: 'Please choose the file to import' },
  importTooLarge: {
    mn: 'Файлын хэмжээ 10 MB -с хэтрэхгүй байх шаардлагатай!',
    en: 'The file must not be larger than 10 MB',
  },
  importUnpackedTooLarge: {
    mn: 'ZIP файлын задалсан хэмжээ 50 MB -с хэтэрсэн байна!',
    en: 'The ZIP file unpacks to more than 50 MB',
  },
  importNotCsv: {
    mn: 'CSV эсвэл ZIP файл оруулна уу!',
    en: 'Please upload a CSV or ZIP file',
  },
  importBadZip: { mn: 'ZIP файлыг уншиж чадсангүй!', en: 'The ZIP file cannot be read' },
  importWrongColumnsLetterboxd: {
    mn: 'Файлын баганууд Letterboxd-ын экспорттой таарахгүй байна!',
    en: 'The file’s columns are not those of a Letterboxd export',
  },
  importWrongColumnsImdb: {
    mn: 'Файлын баганууд IMDb-ийн үнэлгээний экспорттой таарахгүй байна!',
    en: 'The file’s columns are not those of an IMDb ratings export',
  },
  importNoRows: { mn: 'Файлд импортлох мөр алга!', en: 'The file holds no rows to import' },
  importTooManyRows: {
    mn: 'Нэг удаад 50000 -с олон мөр импортлох боломжгүй!',
    en: 'No more than 50,000 rows can be imported at once',
  },
} as const satisfies Record<string, { mn: string; en: string }>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

/** The Mongolian text of a key with its {{placeholders}} filled. */
export function mn(key: MessageKey, values: Record<string, string | number> = {}): string {
  return messages[key].mn.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
