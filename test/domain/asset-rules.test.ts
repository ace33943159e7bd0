import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_FORMATS,
  ASSET_CATEGORIES,
  ASSET_CATEGORY_LABELS,
  ASSET_PERMISSIONS_FAILED,
  ASSET_TOO_LARGE,
  ASSETS_FETCH_FAILED,
  assetUploadErrorMessage,
  cropOutputFormat,
  dimensionText,
  fileExtension,
  fileFormat,
  INVALID_FILE_FORMAT,
  INVALID_URL,
  isAcceptedFile,
  isDimension,
  LIBRARY_PICKER_PAGE_SIZE,
  LIBRARY_SEARCH_DEBOUNCE_MS,
  MAX_ASSET_BYTES,
  MAX_FILES_PER_UPLOAD,
  mediaKind,
  mergedDuplicatesMessage,
  mergedFromLibraryMessage,
  PROCESSING_FAILED,
  suggestCategory,
  TOO_MANY_FILES,
  UPLOAD_PHASE_LABELS,
  UPLOAD_PROGRESS_VALUES,
  UPLOAD_STAGES,
  UPLOAD_STATUS_LABELS,
  UPLOAD_STATUSES,
  UPLOAD_TRY_AGAIN_LATER,
  UPLOAD_WIZARD_STEPS,
  uploadBatchError,
  uploadFileError,
  urlError,
  VIDEO_ZIP_MAX_BYTES,
} from '../../domain/asset/rules';

describe('upload limits', () => {
  it('takes up to 50 files at once', () => {
    expect(MAX_FILES_PER_UPLOAD).toBe(50);
    expect(uploadBatchError(50)).toBeNull();
    expect(uploadBatchError(51)).toBe(TOO_MANY_FILES);
    expect(TOO_MANY_FILES).toBe("You can't upload more than 50 files at once");
  });

  it('takes a single asset up to 2 GB', () => {
    expect(MAX_ASSET_BYTES).toBe(2147483648);
    expect(uploadFileError({ name: 'a.mp4', mimeType: 'video/mp4', size: MAX_ASSET_BYTES })).toBeNull();
    expect(uploadFileError({ name: 'a.mp4', mimeType: 'video/mp4', size: MAX_ASSET_BYTES + 1 })).toBe(ASSET_TOO_LARGE);
    expect(ASSET_TOO_LARGE).toBe("This asset couldn't be uploaded because it exceeds the 2GB limit");
  });

  it('reports an unsupported file before its size', () => {
    expect(uploadFileError({ name: 'a.exe', mimeType: 'application/x-msdownload', size: MAX_ASSET_BYTES + 1 })).toBe(
      INVALID_FILE_FORMAT,
    );
    expect(INVALID_FILE_FORMAT).toBe('Invalid file format');
  });

  it('has the processing failure message', () =>
    expect(PROCESSING_FAILED).toBe('We could not process your file. Please try again.'));

  it('keeps the video zip constraint of 150 KB', () => expect(VIDEO_ZIP_MAX_BYTES).toBe(153600));
});

describe('accepted files', () => {
  it.each([
    'pdf',
    'psd',
    'doc',
    'docx',
    'otf',
    'ttf',
    'svg',
    'ai',
    'eps',
    'psb',
    'xd',
    'woff',
    'woff2',
    'zip',
    'xls',
    'xlsx',
    'ppt',
    'pptx',
  ])('accepts .%s by its extension alone', (extension) =>
    expect(isAcceptedFile(`file.${extension}`, 'application/octet-stream')).toBe(true),
  );

  it.each(['png', 'jpg', 'jpeg', 'gif', 'webp', 'mp4', 'mov', 'webm', 'mp3', 'wav', 'm4a'])(
    'accepts the image, video or audio file .%s without a mime type',
    (extension) => expect(isAcceptedFile(`file.${extension}`, undefined)).toBe(true),
  );

  it.each([
    ['scan.bmp', 'image/bmp'],
    ['photo.heic', 'image/heic'],
    ['clip', 'video/x-flv'],
    ['voice.amr', 'audio/amr'],
    ['face.eot', 'font/eot'],
  ])('accepts %s as %s: any image, audio, video or font type', (name, mime) =>
    expect(isAcceptedFile(name, mime)).toBe(true),
  );

  it.each([
    ['setup.exe', 'application/x-msdownload'],
    ['notes.txt', 'text/plain'],
    ['page.html', 'text/html'],
    ['archive.rar', 'application/vnd.rar'],
    ['noextension', ''],
    ['.png', null],
    ['toString', 'constructor'],
  ])('refuses %s (%s)', (name, mime) => {
    expect(isAcceptedFile(name, mime)).toBe(false);
    expect(uploadFileError({ name, mimeType: mime, size: 1 })).toBe(INVALID_FILE_FORMAT);
  });

  it('lists every format accepted by extension', () =>
    expect(ACCEPTED_FORMATS).toEqual(expect.arrayContaining(['pdf', 'psd', 'zip', 'woff2', 'png', 'mp4', 'mp3'])));
});

describe('format', () => {
  it('is the lowercase extension of the last path segment', () => {
    expect(fileFormat('Banner.PNG', 'image/png')).toBe('png');
    expect(fileFormat('folder.v2/clip.Mp4', 'video/mp4')).toBe('mp4');
    expect(fileFormat('C:\\Users\\me\\logo.SVG', '')).toBe('svg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('noextension')).toBe('');
  });

  it('comes from the mime type when the name has no known extension', () => {
    expect(fileFormat('image?id=7', 'image/jpeg')).toBe('jpeg');
    expect(fileFormat('download', 'image/svg+xml; charset=utf-8')).toBe('svg');
    expect(fileFormat('clip', 'video/quicktime')).toBe('mov');
    expect(fileFormat('song', 'audio/mpeg')).toBe('mp3');
    expect(fileFormat('guide', 'application/pdf')).toBe('pdf');
    expect(fileFormat('deck.bin', 'application/vnd.openxmlformats-officedocument.presentationml.presentation')).toBe(
      'pptx',
    );
  });

  it('prefers a known extension over the mime type', () => expect(fileFormat('photo.png', 'image/jpeg')).toBe('png'));

  it('keeps an unknown extension when the mime type names no format', () =>
    expect(fileFormat('scan.bmp', 'image/bmp')).toBe('bmp'));
});

describe('media kind', () => {
  it.each([
    ['png', 'image'],
    ['JPG', 'image'],
    ['svg', 'image'],
    ['tiff', 'image'],
    ['mp4', 'video'],
    ['mov', 'video'],
    ['mp3', 'audio'],
    ['wav', 'audio'],
    ['ttf', 'font'],
    ['woff2', 'font'],
    ['pdf', 'document'],
    ['psd', 'document'],
    ['xlsx', 'document'],
    ['zip', 'archive'],
    ['bmp', 'other'],
    ['', 'other'],
    ['constructor', 'other'],
  ])('%s is %s', (format, kind) => expect(mediaKind(format)).toBe(kind));
});

describe('link URLs', () => {
  it.each([
    'http://example.com',
    'https://cdn.example.co.uk/assets/logo.png?v=2#top',
    'ftp://files.example.com/fonts.zip',
    'www.example.com',
    'www.example.com/brand/guidelines.pdf',
    'HTTPS://EXAMPLE.COM',
    'http://localhost:3000/file.png',
    'http://127.0.0.1:9000/bucket/key',
    'https://user:secret@example.com/a',
    '  https://example.com/trimmed  ',
    'http://[2001:db8::1]/x',
    'https://[2606:4700:4700::1111]:8443/a.png',
    'http://[::ffff:192.0.2.1]/',
  ])('accepts %s', (url) => expect(urlError(url)).toBeNull());

  it.each([
    '',
    '   ',
    null,
    undefined,
    'example.com',
    'www.example',
    'https://',
    'https://exa mple.com',
    'mailto:a@b.com',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http//example.com',
    'http://2001:db8::1/x',
    'http://[1::2::3]/',
    'http://[2001:db8::g]/',
    'http://[example.com]/',
  ])('refuses %s', (url) => expect(urlError(url)).toBe(INVALID_URL));

  it('says so in the spec words', () => expect(INVALID_URL).toBe('Please enter a valid URL'));
});

describe('dimension text', () => {
  it.each(['1x1', '300x250', '1920x1080', '9999x9999'])('accepts %s', (text) => expect(isDimension(text)).toBe(true));
  it.each(['', 'x250', '300x', '10000x1', '300X250', '300 x 250', '300x250px', '-1x1'])('refuses %s', (text) =>
    expect(isDimension(text)).toBe(false),
  );
  it('writes width x height', () => expect(dimensionText(1200, 628)).toBe('1200x628'));
});

describe('category suggestion', () => {
  it.each([
    ['Brand Book.pdf', 'brands'],
    ['guidelines.DOCX', 'brands'],
    ['guidelines.doc', 'brands'],
    ['logo-guidelines.pdf', 'brands'],
    ['Helvetica.otf', 'fonts'],
    ['Helvetica.ttf', 'fonts'],
    ['Helvetica.woff', 'fonts'],
    ['Helvetica.woff2', 'fonts'],
    ['Company_LOGO.svg', 'logos'],
    ['logo.png', 'logos'],
    ['MyLogo.jpeg', 'logos'],
    ['logo.eps', 'logos'],
    ['logo.ai', 'logos'],
    ['logo.psd', 'logos'],
    ['key-visual.psd', 'creatives'],
    ['key-visual.psb', 'creatives'],
    ['screens.xd', 'creatives'],
    ['print.tiff', 'creatives'],
    ['poster.ai', 'creatives'],
    ['logo.mp4', 'other'],
    ['photo.jpg', 'other'],
    ['fonts.zip', 'other'],
    ['budget.xlsx', 'other'],
  ])('%s goes to %s', (name, category) => expect(suggestCategory(name)).toBe(category));

  it('has the five categories with their labels', () => {
    expect(ASSET_CATEGORIES).toEqual(['brands', 'fonts', 'logos', 'creatives', 'other']);
    expect(ASSET_CATEGORY_LABELS).toMatchObject({ brands: 'Brand Guidelines', fonts: 'Font', logos: 'Logo' });
  });
});

describe('upload lifecycle', () => {
  it('labels every status', () => {
    expect(UPLOAD_STATUSES).toEqual(['PENDING', 'UPLOADING', 'PROCESSING', 'DONE', 'FAILED', 'URL_FAILED']);
    expect(UPLOAD_STATUS_LABELS).toEqual({
      PENDING: 'Upload pending',
      UPLOADING: 'Uploading',
      PROCESSING: 'Processing',
      DONE: 'Done',
      FAILED: 'Upload failed',
      URL_FAILED: 'URL failed',
    });
  });

  it('has the wizard steps, stages and progress values', () => {
    expect(UPLOAD_WIZARD_STEPS).toEqual({ selectFiles: 0, meta: 1, tags: 2, permissions: 3, upload: 4 });
    expect(UPLOAD_STAGES).toEqual({ server: 1, storage: 2 });
    expect(UPLOAD_PROGRESS_VALUES).toEqual([0, 50, 100]);
    expect(UPLOAD_PHASE_LABELS).toEqual({ unpacking: 'Unpacking', uploading: 'Uploading' });
  });

  it('tells about assets merged with the shared library', () => {
    expect(mergedFromLibraryMessage(1)).toBe('1 asset was already found in the shared library.');
    expect(mergedFromLibraryMessage(3)).toBe('3 assets were already found in the shared library.');
  });

  it('tells about assets with the same data', () => {
    expect(mergedDuplicatesMessage(1)).toBe('1 asset with the same data was already uploaded.');
    expect(mergedDuplicatesMessage(2)).toBe('2 assets with the same data were already uploaded.');
  });

  it('has the upload flow messages verbatim', () => {
    expect(assetUploadErrorMessage('banner.png')).toBe('An error ocurred during banner.png asset uploading');
    expect(ASSET_PERMISSIONS_FAILED).toBe('An error occurred - could not set asset permissions');
    expect(UPLOAD_TRY_AGAIN_LATER).toBe('Something went wrong try again later');
    expect(ASSETS_FETCH_FAILED).toBe('Something went wrong during assets fetching');
  });
});

describe('library picker', () => {
  it('pages by a shared size and debounces search by 700 ms', () => {
    expect(LIBRARY_PICKER_PAGE_SIZE).toBe(20);
    expect(LIBRARY_SEARCH_DEBOUNCE_MS).toBe(700);
  });
});

describe('crop output format', () => {
  it('is the requested one', () => {
    expect(cropOutputFormat('webp', 'png')).toBe('webp');
    expect(cropOutputFormat('jpeg', 'svg')).toBe('jpeg');
  });

  it.each([
    ['jpg', 'jpeg'],
    ['JPEG', 'jpeg'],
    ['png', 'png'],
    ['webp', 'webp'],
    ['gif', 'png'],
    ['svg', 'png'],
  ])('auto keeps a %s source as %s', (source, output) => expect(cropOutputFormat('auto', source)).toBe(output));
});
