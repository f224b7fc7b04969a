// Devanagari for Hindi, self-hosted (@fontsource), only the script's subset and the weights the
// theme uses; loaded with the Hindi catalogue, so other readers never download it.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
