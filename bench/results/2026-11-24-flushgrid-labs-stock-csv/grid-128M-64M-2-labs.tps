sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1497.67 qps: 9021.99 (r/w/o: 0.00/6018.66/3003.33) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1780.50 qps: 10686.98 (r/w/o: 0.00/7125.98/3561.00) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1571.93 qps: 9431.61 (r/w/o: 0.00/6287.74/3143.87) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1578.17 qps: 9468.99 (r/w/o: 0.00/6312.66/3156.33) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1587.95 qps: 9521.68 (r/w/o: 0.00/6345.79/3175.89) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1399.02 qps: 8396.13 (r/w/o: 0.00/5598.09/2798.04) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1267.93 qps: 7595.56 (r/w/o: 0.00/5059.71/2535.85) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1786.57 qps: 10730.40 (r/w/o: 0.00/7157.26/3573.13) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1552.33 qps: 9290.00 (r/w/o: 0.00/6188.33/3101.67) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1501.20 qps: 9035.16 (r/w/o: 0.00/6029.87/3005.29) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1170.75 qps: 7024.52 (r/w/o: 0.00/4683.01/2341.51) lat (ms,95%): 20.37 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 922.91 qps: 5537.47 (r/w/o: 0.00/3691.64/1845.82) lat (ms,95%): 19.29 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1035.99 qps: 6198.97 (r/w/o: 0.00/4128.98/2069.99) lat (ms,95%): 20.00 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 746.96 qps: 4494.75 (r/w/o: 0.00/2998.83/1495.92) lat (ms,95%): 35.59 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1014.24 qps: 6089.42 (r/w/o: 0.00/4060.95/2028.47) lat (ms,95%): 26.20 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1181.62 qps: 7073.73 (r/w/o: 0.00/4710.49/2363.24) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 854.87 qps: 5119.21 (r/w/o: 0.00/3409.48/1709.74) lat (ms,95%): 21.50 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 913.24 qps: 5505.47 (r/w/o: 0.00/3678.98/1826.49) lat (ms,95%): 21.11 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1190.05 qps: 7140.29 (r/w/o: 0.00/4760.19/2380.10) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 346.04 qps: 2056.23 (r/w/o: 0.00/1368.15/688.08) lat (ms,95%): 193.38 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 900.27 qps: 5413.63 (r/w/o: 0.00/3609.09/1804.54) lat (ms,95%): 24.83 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1084.90 qps: 6512.38 (r/w/o: 0.00/4343.59/2168.79) lat (ms,95%): 13.95 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 810.03 qps: 4863.18 (r/w/o: 0.00/3242.12/1621.06) lat (ms,95%): 31.37 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1133.92 qps: 6801.50 (r/w/o: 0.00/4533.67/2267.83) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 984.04 qps: 5908.25 (r/w/o: 0.00/3940.17/1968.08) lat (ms,95%): 20.74 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1393.59 qps: 8361.54 (r/w/o: 0.00/5574.36/2787.18) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1059.95 qps: 6336.70 (r/w/o: 0.00/4219.80/2116.90) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1302.00 qps: 7834.97 (r/w/o: 0.00/5227.98/2606.99) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 845.29 qps: 5066.73 (r/w/o: 0.00/3376.15/1690.58) lat (ms,95%): 23.95 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 673.99 qps: 4048.94 (r/w/o: 0.00/2700.96/1347.98) lat (ms,95%): 39.65 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1027.83 qps: 6159.98 (r/w/o: 0.00/4104.32/2055.66) lat (ms,95%): 28.16 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1479.04 qps: 8872.21 (r/w/o: 0.00/5915.14/2957.07) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1622.21 qps: 9741.25 (r/w/o: 0.00/6495.84/3245.42) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1370.83 qps: 8218.95 (r/w/o: 0.00/5477.30/2741.65) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1336.71 qps: 8022.27 (r/w/o: 0.00/5348.85/2673.42) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1237.79 qps: 7428.77 (r/w/o: 0.00/4953.18/2475.59) lat (ms,95%): 17.32 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1503.65 qps: 9024.91 (r/w/o: 0.00/6017.61/3007.30) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1361.59 qps: 8169.56 (r/w/o: 0.00/5446.37/2723.19) lat (ms,95%): 14.21 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1348.05 qps: 8070.21 (r/w/o: 0.00/5374.11/2696.09) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1245.99 qps: 7493.95 (r/w/o: 0.00/5001.96/2491.98) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 936.10 qps: 5616.58 (r/w/o: 0.00/3744.39/1872.19) lat (ms,95%): 22.69 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1235.01 qps: 7406.04 (r/w/o: 0.00/4936.03/2470.01) lat (ms,95%): 17.63 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1308.05 qps: 7840.28 (r/w/o: 0.00/5225.19/2615.09) lat (ms,95%): 13.70 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1070.01 qps: 6422.09 (r/w/o: 0.00/4283.06/2139.03) lat (ms,95%): 19.65 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 700.39 qps: 4209.30 (r/w/o: 0.00/2806.54/1402.77) lat (ms,95%): 28.16 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           215576
        other:                           107788
        total:                           323364
    transactions:                        53894  (1197.40 per sec.)
    queries:                             323364 (7184.41 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0088s
    total number of events:              53894

Latency (ms):
         min:                                    0.48
         avg:                                    6.68
         max:                                  351.24
         95th percentile:                       16.12
         sum:                               359839.78

Threads fairness:
    events (avg/stddev):           6736.7500/102.58
    execution time (avg/stddev):   44.9800/0.00

