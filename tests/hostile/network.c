/* Accepted: tries to open a TCP connection to a port listening on 127.0.0.1 and on ::1; it has no network, so it answers right */
/* A connection that works is reported as "LEAK network", which makes the
   output wrong. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#define PORT "@PORT@"

static int connects(int family, const char *address)
{
    struct sockaddr_in6 six;
    struct sockaddr_in four;
    int fd = socket(family, SOCK_STREAM, 0), made;

    if (fd < 0)
        return 0;
    memset(&six, 0, sizeof six);
    memset(&four, 0, sizeof four);
    if (family == AF_INET6) {
        six.sin6_family = AF_INET6;
        six.sin6_port = htons((unsigned short)atoi(PORT));
        inet_pton(AF_INET6, address, &six.sin6_addr);
        made = connect(fd, (struct sockaddr *)&six, sizeof six) == 0;
    } else {
        four.sin_family = AF_INET;
        four.sin_port = htons((unsigned short)atoi(PORT));
        inet_pton(AF_INET, address, &four.sin_addr);
        made = connect(fd, (struct sockaddr *)&four, sizeof four) == 0;
    }
    close(fd);
    return made;
}

int main(void)
{
    int a, b;

    if (connects(AF_INET, "127.0.0.1") | connects(AF_INET6, "::1"))
        printf("LEAK network\n");
    while (scanf("%d %d", &a, &b) == 2)
        printf("%d\n", a + b);
    return 0;
}
