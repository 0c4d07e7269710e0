-- Password-reset requests are counted in login_counters now (the reset-email:/reset-addr: key family).
DROP TABLE "password_reset_requests" CASCADE;