process.env.USE_TEST_POSTGRES = '1';
