/** Three projects: pure rules in common, the API against a real PostgreSQL, and client units in jsdom. */
// Babel only strips types and JSX; modules stay ESM and Node runs the modern syntax as is.
const babel = [
  'babel-jest',
  {
    babelrc: false,
    configFile: false,
    presets: [
      ['@babel/preset-typescript', { allExtensions: true, isTSX: true }],
      ['@babel/preset-react', { runtime: 'automatic' }],
    ],
  },
];
const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': babel },
  moduleNameMapper: {
    '^@pageant/common$': '<rootDir>/common/src/index.ts',
    '^@pageant/common/(.*)$': '<rootDir>/common/src/$1',
  },
};

export default {
  testTimeout: 30000,
  projects: [
    { ...shared, displayName: 'common', rootDir: '.', testEnvironment: 'node', testMatch: ['<rootDir>/common/test/**/*.test.ts'] },
    {
      ...shared,
      displayName: 'server',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
      globalSetup: '<rootDir>/server/test/global-setup.mjs',
      globalTeardown: '<rootDir>/server/test/global-teardown.mjs',
    },
    {
      ...shared,
      displayName: 'client',
      rootDir: '.',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/client/test/**/*.test.tsx', '<rootDir>/client/test/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/client/test/setup.ts'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '^@/(.*)$': '<rootDir>/client/src/$1',
        '\\.(css|less|svg|png|jpg|webp|mp4|woff2)(\\?url)?$': '<rootDir>/client/test/file-stub.cjs',
      },
    },
  ],
};
