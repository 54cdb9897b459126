import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';

const compressible = /\.(js|css|html|svg|json|txt)$/;

// The console is served at /userprofile/; pages are split per feature so that the login screen
// does not download the whole console.
const config = (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => ({
  mode: argv.mode ?? 'production',
  entry: './src/index.tsx',
  output: {
    path: path.resolve(__dirname, 'dist/console'),
    publicPath: '/userprofile/',
    filename: 'assets/[name].[contenthash:8].js',
    chunkFilename: 'assets/[name].[contenthash:8].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
      },
    ],
  },
  plugins: [
    // The favicon is copied beside index.html and linked from it (no /favicon.ico 404 on each load).
    new HtmlWebpackPlugin({ template: './src/index.html', title: 'User Profile', favicon: './src/favicon.svg' }),
    // Brotli and gzip siblings (x.js.br, x.js.gz) that the server picks by Accept-Encoding, so
    // nothing is compressed per request. Only where they save at least a fifth.
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: compressible,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      minRatio: 0.8,
    }),
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: compressible, compressionOptions: { level: 9 }, minRatio: 0.8 }),
  ],
  devtool: argv.mode === 'development' ? 'eval-source-map' : false,
  performance: { hints: false },
  optimization: { splitChunks: { chunks: 'all' } },
});

export default config;
