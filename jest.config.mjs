/** Three projects: pure rules in common, the API against a real PostgreSQL, and client units in jsdom. */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'es6' } }];
const shared = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@pageant/common$': '<rootDir>/common/src/index.ts',
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
      globalSetup: '<rootDir>/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown.ts',
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
        '\\.(css|less|svg|png|jpg|webp|mp4)$': '<rootDir>/client/test/file-stub.ts',
      },
    },
  ],
};
