// Gujarati script for Gujarati, self-hosted (@fontsource): the script's subset and the theme's
// weights, loaded with the Gujarati catalogue only.
import '@fontsource/noto-sans-gujarati/gujarati-400.css';
import '@fontsource/noto-sans-gujarati/gujarati-600.css';
import '@fontsource/noto-sans-gujarati/gujarati-700.css';
