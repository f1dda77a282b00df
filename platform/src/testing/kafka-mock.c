/*
 * A Kafka-protocol broker for tests: librdkafka's mock cluster, driven over stdin.
 * Prints "bootstrap <host:port,...>" once listening, then answers each command with "ok" or "error <reason>":
 *   topic <name> <partitions>   create a topic (the mock refuses the CreateTopics API)
 *   down | up                   refuse or accept connections on every broker, keeping topics, offsets and groups
 * It stops at end of input, so it never outlives the test that started it.
 */
#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  int brokers = argc > 1 ? atoi(argv[1]) : 1;
  char errstr[512];
  rd_kafka_conf_t *conf = rd_kafka_conf_new();
  rd_kafka_conf_set(conf, "log_level", "0", errstr, sizeof errstr);
  rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, errstr, sizeof errstr);
  if (!rk) {
    fprintf(stderr, "%s\n", errstr);
    return 1;
  }
  rd_kafka_mock_cluster_t *cluster = rd_kafka_mock_cluster_new(rk, brokers > 0 ? brokers : 1);
  if (!cluster) {
    fprintf(stderr, "could not create the mock cluster\n");
    return 1;
  }
  printf("bootstrap %s\n", rd_kafka_mock_cluster_bootstraps(cluster));
  fflush(stdout);

  char line[512], name[256];
  int partitions;
  while (fgets(line, sizeof line, stdin)) {
    rd_kafka_resp_err_t err = RD_KAFKA_RESP_ERR_NO_ERROR;
    if (sscanf(line, "topic %255s %d", name, &partitions) == 2)
      err = rd_kafka_mock_topic_create(cluster, name, partitions, 1);
    else if (strncmp(line, "down", 4) == 0)
      err = rd_kafka_mock_broker_set_down(cluster, -1);
    else if (strncmp(line, "up", 2) == 0)
      err = rd_kafka_mock_broker_set_up(cluster, -1);
    else {
      printf("error unknown command\n");
      fflush(stdout);
      continue;
    }
    if (err) printf("error %s\n", rd_kafka_err2str(err));
    else printf("ok\n");
    fflush(stdout);
  }
  rd_kafka_mock_cluster_destroy(cluster);
  rd_kafka_destroy(rk);
  return 0;
}
