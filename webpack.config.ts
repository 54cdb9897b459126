import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';

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
  plugins: [new HtmlWebpackPlugin({ template: './src/index.html', title: 'User Profile' })],
  devtool: argv.mode === 'development' ? 'eval-source-map' : false,
  performance: { hints: false },
  optimization: { splitChunks: { chunks: 'all' } },
});

export default config;
