-- One database per service (DESIGN §1): nobody reads another service's tables.
CREATE DATABASE presently_auth;
CREATE DATABASE presently_gifts;
CREATE DATABASE presently_billing;
CREATE DATABASE presently_occasions;
